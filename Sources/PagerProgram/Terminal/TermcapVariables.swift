import PagerReader

/// The variables that give bold, underline and standout their looks, as less 704 looks them up:
/// `LESS_TERMINFO_` and a terminfo name (`bold`, `smul`, `smso`) first, then `LESS_TERMCAP_` and
/// the termcap name (`md`, `us`, `so`), an empty value counting as none.
enum TermcapVariables {
  /// The looks the variables `variable` gives (nil: unset) ask for.
  static func looks(_ variable: (String) -> String?) -> TermcapLooks {
    func value(terminfo: String, termcap: String) -> String? {
      for name in ["LESS_TERMINFO_" + terminfo, "LESS_TERMCAP_" + termcap] {
        if let value = variable(name), !value.isEmpty { return value }
      }
      return nil
    }
    return TermcapLooks(
      bold: value(terminfo: "bold", termcap: "md"),
      underline: value(terminfo: "smul", termcap: "us"),
      standout: value(terminfo: "smso", termcap: "so"))
  }
}
