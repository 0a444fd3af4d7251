import Testing

@testable import PagerProgram

/// `+cmd` and `++cmd`: less's commands run when a file is first shown.
@Suite struct StartCommandTests {
  @Test(
    arguments: [
      ("G", StartCommand.lastLine), ("F", .follow), ("g", .line(1)), ("42", .line(42)),
      ("42g", .line(42)), ("7G", .line(7)), ("50%", .percent(50)), ("12.5%", .percent(12.5)),
      ("/needle", .search("needle", backward: false)), ("?hay", .search("hay", backward: true)),
      ("/", .search("", backward: false)), (":x", .keys(":x")), ("0", .keys("0")),
      ("101%", .keys("101%")),
    ] as [(String, StartCommand)])
  func eachCommandIsRead(text: String, command: StartCommand) {
    #expect(StartCommand(text) == command)
  }

  @Test func plusIsForTheFirstFileAndTwoPlusesForEvery() {
    let options = runOptions(["+G", "a.txt", "++/TODO", "b.txt", "+42"])
    #expect(options?.startCommands.firstFile == [.lastLine, .line(42)])
    #expect(options?.startCommands.everyFile == .search("TODO", backward: false))
    #expect(options?.sources == [.file(path: "a.txt"), .file(path: "b.txt")])
  }

  @Test func aPlusWordIsAFileAfterTwoDashes() {
    let options = runOptions(["--", "+G"])
    #expect(options?.sources == [.file(path: "+G")])
    #expect(options?.startCommands.isEmpty == true)
  }

  @Test func patternComesAfterThePlusCommands() {
    let options = runOptions(["-p", "x", "+G"])
    #expect(options?.startCommands.firstFile == [.lastLine, .search("x", backward: false)])
  }
}
