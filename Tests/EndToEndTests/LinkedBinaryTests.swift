import Foundation
import Testing

/// The release binary as `make build` links it (issue 33): the functions a session runs and the
/// data a start writes (scripts/hot-symbols.txt) lie side by side, so a start touches few pages
/// of code and dirties few of .bss; relative relocations are packed and the data they change
/// begins a page; no regex module of Swift's is in it, nor the runtime's backtracer; .rodata is
/// read-only. Read from its symbol table with `nm` and its headers with `readelf`.
@Suite struct LinkedBinaryTests {
  /// A function of the binary: where it starts, its size, its symbol.
  struct Function {
    var address: Int
    var size: Int
    var name: String
  }

  static func functions(of binary: String) async throws -> [Function] {
    try await symbols(of: binary, types: "tTwW")
  }

  /// The symbols of `binary` whose `nm` type is one of `types`, by address.
  static func symbols(of binary: String, types: String) async throws -> [Function] {
    let listed = try await ProcessRunner.run(
      "/usr/bin/nm", ["-S", "--defined-only", binary], timeout: .seconds(60))
    #expect(listed.status == 0, "\(listed.standardError)")
    return listed.standardOutput.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 3)
      guard fields.count == 4, types.contains(fields[2]),
        let address = Int(fields[0], radix: 16), let size = Int(fields[1], radix: 16)
      else { return nil }
      return Function(address: address, size: size, name: String(fields[3]))
    }.sorted { $0.address < $1.address }
  }

  /// The names the list gives: the functions, then, after their own header, the data.
  static var hotNames: (functions: Set<String>, data: Set<String>) {
    get throws {
      let path = TUIPagerBinary.packageRoot.appendingPathComponent("scripts/hot-symbols.txt")
      let lines = try String(contentsOf: path, encoding: .utf8).split(separator: "\n")
      let dataStart = lines.firstIndex { $0.hasPrefix("# The data") } ?? lines.endIndex
      let names = { (part: ArraySlice<Substring>) in
        Set(part.filter { !$0.hasPrefix("#") }.map(String.init))
      }
      return (names(lines[..<dataStart]), names(lines[dataStart...]))
    }
  }

  @Test("The functions a session runs are placed side by side, and the list is not stale")
  func hotFunctionsAreTogether() async throws {
    let functions = try await Self.functions(of: TUIPagerBinary.path())
    let hot = try Self.hotNames.functions
    let found = functions.filter { hot.contains($0.name) }
    // Names the code no longer has are passed over; most must still be there (else `make order`).
    #expect(
      Double(Set(found.map(\.name)).count) >= 0.75 * Double(hot.count),
      "\(Set(found.map(\.name)).count) of \(hot.count) listed functions are in the binary")
    // The kernel maps code 64 KiB at a time around each page a start touches: the listed code
    // may take half again the blocks its size needs, beside the Swift library's, which the
    // linker cannot move (compiled into one section of 1.6 MB, 25 blocks). Spread as the
    // compiler left it, it took twice that.
    let block = 64 * 1024
    let total = found.reduce(0) { $0 + $1.size }
    var blocks = Set<Int>()
    for function in found where function.size > 0 {
      blocks.formUnion(function.address / block...(function.address + function.size - 1) / block)
    }
    let allowed = total * 3 / 2 / block + 25
    #expect(
      blocks.count <= allowed,
      "\(total) bytes of listed code lie in \(blocks.count) blocks of 64 KiB (\(allowed) allowed)")
  }

  /// Each page of .bss a start writes is a page of anonymous memory: the small variables it
  /// writes (metadata caches, once-tokens, the C libraries' state; 315 of them, 11 KiB) lie on 15
  /// pages, where the compiler and the archives left them on 30. A section holding one moves
  /// whole, so some pages carry a C object's other variables too.
  @Test("The data a start writes lies together, and the list of it is not stale")
  func hotDataIsTogether() async throws {
    let variables = try await Self.symbols(of: TUIPagerBinary.path(), types: "bB")
    let hot = try Self.hotNames.data
    let found = variables.filter { hot.contains($0.name) && $0.size < 4096 }
    #expect(found.count >= 100, "\(found.count) listed variables of .bss are in the binary")
    let bytes = found.reduce(0) { $0 + $1.size }
    let pages = Set(found.map { $0.address / 4096 })
    let allowed = bytes * 2 / 4096 + 14
    #expect(
      pages.count <= allowed,
      "\(found.count) listed variables (\(bytes) bytes) lie on \(pages.count) pages (\(allowed) allowed)"
    )
  }

  @Test("Swift's regex modules are not linked: text is found by its bytes (UTF8Search)")
  func noRegexModules() async throws {
    // `String.contains(_:)` and `replacing(_:with:)` with a string come from _StringProcessing,
    // which brings _RegexParser: 47 KiB of pointers relocated at every start, 2 MB of binary.
    let functions = try await Self.functions(of: TUIPagerBinary.path())
    let linked = functions.filter {
      $0.name.contains("17_StringProcessing") || $0.name.contains("12_RegexParser")
    }.map(\.name)
    let count = linked.count
    #expect(count == 0, "\(linked.prefix(3))")
  }

  @Test("The arguments come from glibc's constructor call, not the runtime's search of the stack")
  func noArgumentSearchAtStart() async throws {
    // The runtime's CommandLine.cpp reads /proc/self/maps before main to find argv; the
    // definitions in command_line.c keep it out, and take the arguments glibc hands over.
    let symbols = try await Self.symbols(of: TUIPagerBinary.path(), types: "tTbBdD")
    let names = Set(symbols.map(\.name))
    #expect(names.contains("take_arguments"))
    let grabbers = names.filter { $0.contains("argvGrabber") || $0.contains("sub_I_CommandLine") }
    #expect(grabbers.isEmpty, "\(grabbers)")
    // Every argument reaches the program, in order: the second is the one named wrong.
    let run = try await ProcessRunner.run(
      TUIPagerBinary.path(), ["-S", "--no-such-option"], timeout: .seconds(30))
    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("--no-such-option"), "\(run.standardError)")
  }

  /// The Swift runtime's archive the binary was linked with: beside the `swift` on the path, as
  /// the package manager finds it.
  static func runtimeArchive() async throws -> String {
    let found = try await ProcessRunner.run(
      "/bin/sh", ["-c", "readlink -f \"$(command -v swift)\""], timeout: .seconds(30))
    let swift = URL(fileURLWithPath: found.standardOutput.trimmingCharacters(in: .newlines))
    return swift.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift_static/linux/libswiftCore.a").path
  }

  @Test("The runtime's backtracer, which looks for a helper in eight folders at each start, is out")
  func noBacktracerSetupAtStart() async throws {
    // runtime_backtracer.c defines the two symbols that would bring in the runtime's
    // Backtrace.cpp: its settings, of the size the rest of the runtime reads, and a function.
    let symbols = try await Self.symbols(of: TUIPagerBinary.path(), types: "tTbBdD")
    let names = Set(symbols.map(\.name))
    let setup = names.filter {
      $0.contains("sub_I_Backtrace") || $0.contains("spawnBacktracer")
        || $0.contains("installCrashHandler")
    }
    #expect(setup.isEmpty, "\(setup)")
    let ours = try #require(symbols.first { $0.name == "_swift_backtraceSettings" })
    let listed = try await ProcessRunner.run(
      "/usr/bin/nm", ["-S", "--defined-only", try await Self.runtimeArchive()],
      timeout: .seconds(60))
    #expect(listed.status == 0, "\(listed.standardError)")
    let theirs = try #require(
      listed.standardOutput.split(separator: "\n").first {
        $0.hasSuffix(" _swift_backtraceSettings")
      })
    #expect(Int(theirs.split(separator: " ")[1], radix: 16) == ours.size, "\(theirs)")
    #expect(ours.address % 8 == 0)
  }

  /// The binary's section headers (`readelf -S`), a line each.
  static func sectionHeaders() async throws -> [Substring] {
    let headers = try await ProcessRunner.run(
      "/usr/bin/readelf", ["-S", "-W", try TUIPagerBinary.path()], timeout: .seconds(60))
    #expect(headers.status == 0, "\(headers.standardError)")
    return headers.standardOutput.split(separator: "\n")
  }

  /// The fields of a section's header after its index: name, type, address, offset, size,
  /// entry size, flags…
  static func fields(of header: Substring) -> [Substring] {
    header.split(separator: "]").last?.split(separator: " ") ?? []
  }

  @Test("Relative relocations are packed (DT_RELR), not a table the loader reads at each start")
  func relocationsArePacked() async throws {
    let sections = try await Self.sectionHeaders()
    #expect(sections.contains { $0.contains(".relr.dyn") })
    let table = try #require(sections.first { $0.contains(" .rela.dyn ") })
    let fields = Self.fields(of: table)
    let size = try #require(fields.count > 4 ? Int(fields[4], radix: 16) : nil)
    #expect(size < 64 * 1024, "\(size) bytes of relocations with addends")
  }

  /// The loader writes every page of the relocated data (RELRO): begun where the code's end
  /// left it, it could lie on a page more than its size needs.
  @Test("The relocated data begins a page, so the loader copies no page more than it fills")
  func relocatedDataBeginsAPage() async throws {
    let headers = try await ProcessRunner.run(
      "/usr/bin/readelf", ["-l", "-W", try TUIPagerBinary.path()], timeout: .seconds(60))
    #expect(headers.status == 0, "\(headers.standardError)")
    let relro = try #require(
      headers.standardOutput.split(separator: "\n").first { $0.contains("GNU_RELRO") })
    // Type, offset, address, physical address, size in the file, in memory: what the loader
    // writes is the size in the file.
    let fields = relro.split(separator: " ")
    let address = try #require(fields.count > 5 ? Int(fields[2].dropFirst(2), radix: 16) : nil)
    let size = try #require(Int(fields[4].dropFirst(2), radix: 16))
    let page = 4096
    #expect(address % page == 0, "\(relro)")
    let pages = (address + size - 1) / page - address / page + 1
    #expect(pages == (size + page - 1) / page, "\(relro)")
  }

  @Test("Read-only data is read-only: Swift's writable sections named .rodata lie apart")
  func readOnlyDataIsReadOnly() async throws {
    let lines = try await Self.sectionHeaders()
    let rodata = try #require(lines.first { $0.contains(" .rodata ") })
    // The flags: W would make it writable.
    let fields = Self.fields(of: rodata)
    let flags = try #require(fields.count > 6 ? fields[6] : nil)
    #expect(flags.contains("A") && !flags.contains("W"), "\(rodata)")
    #expect(lines.contains { $0.contains(" .data.conformances ") })
  }
}
