/// Why a tag cannot be gone to, in less's words.
struct TagError: Error, Equatable, CustomStringConvertible {
  let description: String

  /// The tags file cannot be read.
  static let noTagsFile = TagError(description: "No tags file")
  /// The tags file has no line of the tag.
  static let noSuchTag = TagError(description: "No such tag in tags file")
  /// The tag's pattern is in no line of its file.
  static let notFound = TagError(description: "Tag not found")
  /// `t` with no place after the shown one, `T` with none before.
  static let noNextTag = TagError(description: "No next tag")
  static let noPreviousTag = TagError(description: "No previous tag")

  /// The tag's file cannot be opened: its name and the system's reason, as less says it.
  static func file(_ path: FilePath, _ code: Int32) -> TagError {
    TagError(description: DocumentError.system(code, subject: path.description).description)
  }
}
