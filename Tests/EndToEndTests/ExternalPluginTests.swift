import Foundation
import Testing

/// External plugins run end to end: the three examples under plugins/examples, and
/// deliberately broken plugins, each in a private home's plugins folder.
@Suite("External plugins")
struct ExternalPluginTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("plugins/examples")

  /// A ledger with two projects and four purchases from two vendors.
  static let seed = [
    "project add Smith", "project add Jones",
    "tx add --project Smith --source Ikea --amount 100",
    "tx add --project Smith --source Ikea --amount 20.50 --needs-review",
    "tx add --project Jones --source Ikea --amount 10",
    "tx add --project Jones --source 'West Elm' --amount 300 --needs-review",
  ]

  /// An example plugin SwiftPM builds beside the ledgersh under test (such as
  /// `ledgersh-shares`, from plugins/examples/Shares).
  static func built(_ name: String) -> URL {
    LedgershProcess.binary.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// A private home whose plugins folder holds `plugins` (copied examples by name, built
  /// examples, or written scripts), with the ledger seeded.
  static func home(
    examples: [String] = [], built: [String] = [], scripts: [String: String] = [:],
    seeded: Bool = true
  ) throws -> LedgershProcess {
    let ledgersh = try LedgershProcess()
    let folder = ledgersh.home.appendingPathComponent("data/ledgersh/plugins")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in examples {
      try FileManager.default.copyItem(
        at: Self.examples.appendingPathComponent(name),
        to: folder.appendingPathComponent(name))
    }
    for name in built {
      try FileManager.default.copyItem(
        at: Self.built(name), to: folder.appendingPathComponent(name))
    }
    // In name order: of two plugins that want one name, the one installed first keeps it.
    for (name, script) in scripts.sorted(by: { $0.key < $1.key }) {
      let path = folder.appendingPathComponent("ledgersh-\(name)").path
      try script.write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    if seeded {
      let result = try ledgersh.run(["--no-plugins", "-q"] + seed.flatMap { ["-c", $0] })
      #expect(result.status == 0, "\(result.stderr)")
    }
    return ledgersh
  }

  /// A POSIX sh plugin answering hello and describe with `commands` and running `onRun`
  /// (sh code that may read `$id` and `$line`) for every command.
  static func plugin(
    name: String, commands: String, onRun: String, protocolVersion: Int = 1
  ) -> String {
    """
    #!/bin/sh
    while IFS= read -r line; do
      case $line in
      '{"hello":'*)
        echo '{"hello":{"protocol":\(protocolVersion),"name":"\(name)","version":"1"}}' ;;
      '{"describe":'*)
        echo '{"commands":\(commands)}' ;;
      '{"run":'*)
        id=$(echo "$line" | sed 's/^{"run":{"id":\\([0-9]*\\).*/\\1/')
        \(onRun)
        ;;
      esac
    done
    """
  }

  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test("the Python example adds up spending per vendor by calling projects and txs")
  func vendorsExample() throws {
    let ledgersh = try Self.home(examples: ["ledgersh-vendors"])
    let result = try ledgersh.run(["-c", "vendor report --format json"])
    #expect(result.status == 0, "\(result.stderr)")
    let records = try #require(try Self.json(result.stdout) as? [[String: Any]])
    #expect(records.map { $0["vendor"] as? String } == ["West Elm", "Ikea"])
    #expect(records.map { $0["total"] as? String } == ["300.00", "130.50"])
    #expect(records.map { $0["transactions"] as? Int } == [1, 3])
    #expect(records.map { $0["projects"] as? Int } == [1, 2])
    // The view's fields give CSV its columns, in order.
    let csv = try ledgersh.run(["-c", "vendor report --top 1 --format csv"])
    #expect(csv.stdout == "vendor,total,transactions,projects,currency\nWest Elm,300.00,1,1,USD\n")
    // It only reads, so it works on a ledger opened read-only, as built-in listings do.
    let readOnly = try ledgersh.run(["--read-only", "-c", "vendor report --top 1 --format csv"])
    #expect(readOnly.status == 0, "\(readOnly.stderr)")
    #expect(readOnly.stdout == csv.stdout)
  }

  @Test("the Swift example, built on LedgerPluginKit, gives each project's share of spending")
  func sharesExample() throws {
    let ledgersh = try Self.home(built: ["ledgersh-shares"])
    let result = try ledgersh.run(["-c", "shares --format json"])
    #expect(result.status == 0, "\(result.stderr)")
    let records = try #require(try Self.json(result.stdout) as? [[String: Any]])
    #expect(records.map { $0["project"] as? String } == ["Jones", "Smith"])
    #expect(records.map { $0["spent"] as? String } == ["310.00", "120.50"])
    #expect(records.map { $0["share"] as? String } == ["72%", "28%"])
    #expect(records.map { $0["transactions"] as? Int } == [2, 2])
    let csv = try ledgersh.run(["-c", "shares --top 1 --format csv"])
    #expect(csv.stdout == "project,spent,share,transactions,currency\nJones,310.00,72%,2,USD\n")
    // Drawn as cards, side by side when they fit, one above the other when they do not.
    for width in [40, 100] {
      let cards = try ledgersh.run(["--width", "\(width)", "-c", "shares"])
      #expect(cards.status == 0, "\(cards.stderr)")
      #expect(cards.stdout.hasPrefix("Share of spending\n"))
      #expect(cards.stdout.contains("72%"))
      let lines = cards.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= width }, "\(cards.stdout)")
      let titleLines = lines.filter { $0.contains("Jones") || $0.contains("Smith") }
      #expect(titleLines.count == (width == 100 ? 1 : 2), "\(cards.stdout)")
    }
    let help = try ledgersh.run(["-c", "help shares"])
    #expect(help.stdout.contains("--top N"))
    #expect(help.stdout.contains("shares --top 3"))
    let list = try ledgersh.run(["-c", "plugin list --format csv"])
    #expect(list.stdout.contains(#"shares,1.0,"[""shares""]",ready"#), "\(list.stdout)")
    let empty = try Self.home(built: ["ledgersh-shares"], seeded: false)
    let none = try empty.run(["-c", "shares"])
    #expect(none.status == 0, "\(none.stderr)")
    #expect(none.stdout == "No projects yet.\n")
  }

  @Test("a plugin's records are drawn as cards that fit the width")
  func cards() throws {
    let ledgersh = try Self.home(examples: ["ledgersh-vendors"])
    for width in [40, 100] {
      let result = try ledgersh.run(["--width", "\(width)", "-c", "vendor report"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.hasPrefix("Spending by vendor\n"))
      #expect(result.stdout.contains("West Elm"))
      #expect(result.stdout.contains("130.50"))
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= width }, "\(result.stdout)")
      // At 100 columns the two cards sit side by side; at 40, one above the other.
      let titleLines = lines.filter { $0.contains("West Elm") || $0.contains("Ikea") }
      #expect(titleLines.count == (width == 100 ? 1 : 2), "\(result.stdout)")
    }
  }

  @Test("the sh example lists what needs review in the current project")
  func reviewExample() throws {
    let ledgersh = try Self.home(examples: ["ledgersh-review"])
    let result = try ledgersh.run(["-c", "use Jones", "-c", "review --format json"])
    #expect(result.status == 0, "\(result.stderr)")
    let records = try #require(try Self.json(result.stdout) as? [[String: Any]])
    #expect(records.map { $0["source"] as? String } == ["West Elm"])
    #expect(
      records.first.map { Array($0.keys).sorted() } == [
        "amount", "category", "date", "id", "source",
      ])
    let smith = try ledgersh.run(["-c", "review --project Smith --format tsv"])
    #expect(smith.stdout.hasPrefix("id\tdate\tsource\tamount\tcategory\n"))
    #expect(smith.stdout.contains("\tIkea\t20.50\t"))
    // Quotes in a project's name: an apostrophe works; a double quote, which this sh
    // example cannot read, is refused rather than taken for the current project.
    let quoted = try ledgersh.run([
      "-c", "project add \"O'Brien Flat\"",
      "-c", "tx add --project \"O'Brien Flat\" --source Muji --amount 7 --needs-review",
      "-c", "project add 'The \"Loft\"'", "-c", "use Jones",
      "-c", "review --project \"O'Brien Flat\" --format csv",
    ])
    #expect(quoted.status == 0, "\(quoted.stderr)")
    #expect(quoted.stdout.contains(",Muji,7.00,") && !quoted.stdout.contains("West Elm"))
    let loft = try ledgersh.run(["-c", "use Jones", "-c", "review --project 'The \"Loft\"'"])
    #expect(loft.status == 2)
    #expect(loft.stderr.contains("give its #id"), "\(loft.stderr)")
    #expect(!loft.stdout.contains("West Elm"))
  }

  @Test("plugin commands appear in help, help CMD, did-you-mean and help --format json")
  func help() throws {
    let ledgersh = try Self.home(examples: ["ledgersh-vendors", "ledgersh-review"])
    let overview = try ledgersh.run(["--width", "120", "-c", "help"])
    #expect(overview.stdout.contains("Vendors"))
    #expect(overview.stdout.contains("vendor report"))
    #expect(overview.stdout.contains("Review"))
    let one = try ledgersh.run(["-c", "help vendor report"])
    #expect(one.stdout.contains("--top N"))
    #expect(one.stdout.contains("vendor report --top 3 --format csv"))
    let typo = try ledgersh.run(["-c", "vendor reprt"])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("did you mean 'vendor report'?"))
    let listed = try ledgersh.run(["-c", "help --format json"])
    let names = try #require(try Self.json(listed.stdout) as? [[String: Any]]).compactMap {
      $0["name"] as? String
    }
    #expect(names.contains("vendor report"))
    #expect(names.contains("review"))
    let bad = try ledgersh.run(["-c", "vendor report --top many"])
    #expect(bad.status == 2)
  }

  @Test("plugin list shows each plugin, and --no-plugins starts without them")
  func listAndNoPlugins() throws {
    let ledgersh = try Self.home(examples: ["ledgersh-vendors"])
    let list = try ledgersh.run(["-c", "plugin list --format json"])
    let records = try #require(try Self.json(list.stdout) as? [[String: Any]])
    #expect(records.first?["name"] as? String == "vendors")
    #expect(records.first?["version"] as? String == "1.0")
    #expect(records.first?["commands"] as? [String] == ["vendor report"])
    let off = try ledgersh.run(["--no-plugins", "-c", "vendor report"])
    #expect(off.status == 2)
    #expect(off.stderr.contains("'vendor' has no subcommand 'report'"))
  }

  @Test("plugin add names what is wrong with the file: missing, a folder, not executable")
  func addRefusals() throws {
    let ledgersh = try Self.home(seeded: false)
    let missing = try ledgersh.run(["-c", "plugin add nowhere/ledgersh-x"])
    #expect(missing.stderr.contains("there is no file 'nowhere/ledgersh-x'"), "\(missing.stderr)")
    // Found by a QA pass: a missing file not named ledgersh-NAME was refused for its name.
    let unnamed = try ledgersh.run(["-c", "plugin add nowhere/report.py"])
    #expect(unnamed.status == 1)
    #expect(unnamed.stderr.contains("there is no file 'nowhere/report.py'"), "\(unnamed.stderr)")
    try FileManager.default.createDirectory(
      at: ledgersh.home.appendingPathComponent("ledgersh-dir"), withIntermediateDirectories: true)
    let folder = try ledgersh.run(["-c", "plugin add ledgersh-dir"])
    #expect(folder.stderr.contains("'ledgersh-dir' is a folder"), "\(folder.stderr)")
    _ = try ledgersh.write("ledgersh-plain", "#!/bin/sh\n")
    let plain = try ledgersh.run(["-c", "plugin add ledgersh-plain"])
    #expect(plain.stderr.contains("is not an executable file"), "\(plain.stderr)")
    #expect(plain.stderr.contains("chmod +x it"))
  }

  @Test("plugin add installs a plugin that answers, and plugin remove deletes it")
  func addAndRemove() throws {
    let ledgersh = try Self.home()
    let source = Self.examples.appendingPathComponent("ledgersh-review").path
    // Its command is ready in the same session.
    let added = try ledgersh.run([
      "-c", "plugin add \(source)", "-c", "use Jones", "-c", "review --format csv",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stderr.contains("Added plugin 'review' (review)"))
    #expect(added.stdout.hasPrefix("id,date,source,amount,category\n"))
    #expect(added.stdout.contains("West Elm"))
    let list = try ledgersh.run(["-c", "plugins --format csv"])
    #expect(list.stdout.contains(#"review,1.0,"[""review""]",ready"#), "\(list.stdout)")
    let removed = try ledgersh.run(["-c", "plugin remove review --yes"])
    #expect(removed.status == 0, "\(removed.stderr)")
    let after = try ledgersh.run(["-c", "review"])
    #expect(after.status == 2)
    let notPlugin = try ledgersh.run(["-c", "plugin add /bin/sh --name shell"])
    #expect(notPlugin.status == 1)
    #expect(notPlugin.stderr.contains("plugin 'shell'"))
  }

  @Test("a plugin that crashes fails its command, naming it; the session goes on")
  func crash() throws {
    let ledgersh = try Self.home(scripts: [
      "crash": Self.plugin(
        name: "crash", commands: #"[{"name":"crash","summary":"Dies"}]"#, onRun: "exit 3")
    ])
    let result = try ledgersh.run(
      ["--keep-going", "-c", "crash", "-c", "echo still here", "-c", "crash"])
    #expect(result.status == 1)
    #expect(result.stdout == "still here\n")
    #expect(
      result.stderr.components(separatedBy: "plugin 'crash' exited with status 3").count == 3,
      "\(result.stderr)")
  }

  @Test("a plugin that hangs times out after plugin-timeout")
  func hang() throws {
    let ledgersh = try Self.home(scripts: [
      "hang": Self.plugin(
        name: "hang", commands: #"[{"name":"hang","summary":"Sleeps"}]"#, onRun: "sleep 60")
    ])
    let start = Date()
    let result = try ledgersh.run(["-c", "set plugin-timeout 2", "-c", "hang"])
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.status == 1)
    #expect(result.stderr.contains("plugin 'hang' did not answer within 2 s while running 'hang'"))
    #expect(result.stderr.contains("set plugin-timeout"))
  }

  @Test(
    "a signal ending a script stops the plugin running, even one ignoring SIGTERM",
    arguments: [(SIGINT, false), (SIGTERM, false), (SIGINT, true), (SIGTERM, true)])
  func signalStopsThePlugin(signal: Int32, ignoresTerm: Bool) throws {
    // Found by QA: the script ended with 130 or 143 and left the plugin running.
    let onRun = (ignoresTerm ? "trap '' TERM; " : "") + #"echo $$ > "$HOME/plugin.pid"; sleep 40"#
    let ledgersh = try Self.home(
      scripts: [
        "hang": Self.plugin(
          name: "hang", commands: #"[{"name":"hang","summary":"Sleeps"}]"#, onRun: onRun)
      ], seeded: false)
    let process = Process()
    process.executableURL = LedgershProcess.binary
    process.arguments = ["-c", "set plugin-timeout 60", "-c", "hang"]
    process.environment = ledgersh.environment
    process.currentDirectoryURL = ledgersh.home
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let pidFile = ledgersh.home.appendingPathComponent("plugin.pid").path
    var pluginPID: pid_t?
    let deadline = Date().addingTimeInterval(20)
    while pluginPID == nil, Date() < deadline {
      let text = (try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""
      pluginPID = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      usleep(20_000)
    }
    kill(process.processIdentifier, signal)
    let ended = Date().addingTimeInterval(20)
    while process.isRunning, Date() < ended { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let plugin = try #require(pluginPID)
    defer { kill(plugin, SIGKILL) }
    if signal == SIGINT {
      // As without a plugin: ended by SIGINT itself, which the calling shell reads as 130.
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == SIGINT)
    } else {
      #expect(process.terminationStatus == 128 + SIGTERM)
    }
    // A stopped plugin may linger as a zombie until it is reaped: that is not running.
    var running = true
    for _ in 0..<100 where running {
      running = Self.isRunning(plugin)
      if running { usleep(20_000) }
    }
    #expect(!running, "the plugin \(plugin) outlived ledgersh")
  }

  /// Whether process `pid` exists and is not a zombie.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    let ps = Process()
    ps.executableURL = URL(fileURLWithPath: "/bin/ps")
    ps.arguments = ["-o", "stat=", "-p", "\(pid)"]
    let output = Pipe()
    ps.standardOutput = output
    guard (try? ps.run()) != nil else { return true }
    let state = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ps.waitUntilExit()
    let trimmed = state.trimmingCharacters(in: .whitespacesAndNewlines)
    return !trimmed.isEmpty && !trimmed.hasPrefix("Z")
  }

  @Test("a line that is not JSON, or a wrong protocol, is a clear error")
  func badJSONAndProtocol() throws {
    let ledgersh = try Self.home(scripts: [
      "garble": Self.plugin(
        name: "garble", commands: #"[{"name":"garble","summary":"Writes junk"}]"#,
        onRun: "echo 'this is not json'"),
      "future": Self.plugin(
        name: "future", commands: #"[{"name":"future","summary":"From the future"}]"#,
        onRun: "", protocolVersion: 2),
    ])
    let garbled = try ledgersh.run(["-c", "garble"])
    #expect(garbled.status == 1)
    #expect(garbled.stderr.contains("plugin 'garble' wrote a line that is not valid JSON"))
    // The plugin speaking protocol 2 is left out at start-up, with a warning.
    #expect(garbled.stderr.contains("plugin 'future' left out"))
    #expect(garbled.stderr.contains("speaks protocol 2"))
    let future = try ledgersh.run(["-c", "future"])
    #expect(future.status == 2)
    let list = try ledgersh.run(["-c", "plugin list --format json"])
    let records = try #require(try Self.json(list.stdout) as? [[String: Any]])
    #expect(records.first { $0["name"] as? String == "future" }?["state"] as? String == "broken")
  }

  @Test("a call to an unknown command gets an error reply the plugin can report")
  func unknownCall() throws {
    let onRun = """
      echo '{"call":{"id":1,"command":"nosuch thing"}}'
          IFS= read -r reply
          msg=$(echo "$reply" | sed 's/.*"error":"\\([^"]*\\)".*/\\1/')
          echo "{\\"error\\":{\\"id\\":$id,\\"message\\":\\"host said: $msg\\",\\"status\\":1}}"
      """
    let ledgersh = try Self.home(scripts: [
      "asker": Self.plugin(
        name: "asker", commands: #"[{"name":"ask","summary":"Calls nonsense"}]"#,
        onRun: onRun)
    ])
    let result = try ledgersh.run(["-c", "ask"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("host said: unknown command 'nosuch'"), "\(result.stderr)")
  }

  @Test(
    "calls that steer the session (begin, backup, undo, source, exit) are refused, not a crash")
  func topLevelOnlyCalls() throws {
    // Each call after a change, inside the command's transaction: 'begin' and 'backup'
    // there used to end the process ("Database methods are not reentrant").
    var onRun = """
      echo '{"call":{"id":1,"command":"project add Alpha"}}'
          IFS= read -r reply
          all=""
      """
    for (index, call) in ["begin", "backup copy.db", "undo", "source x.lsh", "exit 3"]
      .enumerated()
    {
      onRun += """

            echo '{"call":{"id":\(index + 2),"command":"\(call)"}}'
            IFS= read -r reply
            all="$all$reply"
        """
    }
    onRun += """

          printf '%s\\n' "$all" > replies.txt
          echo "{\\"result\\":{\\"id\\":$id,\\"message\\":\\"done\\"}}"
      """
    let ledgersh = try Self.home(
      scripts: [
        "steer": Self.plugin(
          name: "steer", commands: #"[{"name":"steer","summary":"Calls begin and more"}]"#,
          onRun: onRun)
      ], seeded: false)
    let run = try ledgersh.run(["-c", "steer", "-c", "projects --format csv"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Alpha"), "the command's own change is kept")
    let replies = try String(
      contentsOf: ledgersh.home.appendingPathComponent("replies.txt"), encoding: .utf8)
    for name in ["begin", "backup", "undo", "source", "exit"] {
      #expect(replies.contains("'\(name)' cannot run inside another command"), "\(replies)")
    }
    #expect(
      !FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("copy.db").path))
  }

  @Test("a plugin cannot add or remove plugins: files are not rolled back with its command")
  func pluginCallsCannotManagePlugins() throws {
    let review = Self.examples.appendingPathComponent("ledgersh-review").path
    let onRun = """
      echo '{"call":{"id":1,"command":"plugin add \(review) --yes"}}'
          IFS= read -r added
          echo '{"call":{"id":2,"command":"plugin remove keep --yes"}}'
          IFS= read -r removed
          printf '%s\\n%s\\n' "$added" "$removed" > replies.txt
          echo "{\\"error\\":{\\"id\\":$id,\\"message\\":\\"installer failed\\",\\"status\\":1}}"
      """
    let ledgersh = try Self.home(
      scripts: [
        "installer": Self.plugin(
          name: "installer",
          commands: #"[{"name":"installer","summary":"Adds and removes plugins"}]"#,
          onRun: onRun),
        "keep": Self.plugin(
          name: "keep", commands: #"[{"name":"keep","summary":"Stays installed"}]"#,
          onRun: #"echo "{\"result\":{\"id\":$id,\"message\":\"kept\"}}""#),
      ], seeded: false)
    let run = try ledgersh.run(["-c", "installer"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("installer failed"), "\(run.stderr)")
    let replies = try String(
      contentsOf: ledgersh.home.appendingPathComponent("replies.txt"), encoding: .utf8)
    #expect(replies.contains("'plugin add' cannot run inside another command"), "\(replies)")
    #expect(replies.contains("'plugin remove' cannot run inside another command"), "\(replies)")
    let folder = ledgersh.home.appendingPathComponent("data/ledgersh/plugins")
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("ledgersh-review").path),
      "the failed command installed nothing")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("ledgersh-keep").path),
      "the failed command removed nothing")
    let kept = try ledgersh.run(["-c", "keep"])
    #expect(kept.status == 0, "\(kept.stderr)")
  }

  @Test("in a group, a plugin command counts once, and a failed one not at all")
  func pluginInGroup() throws {
    let adds = """
      echo '{"call":{"id":1,"command":"project add Alpha"}}'
          IFS= read -r reply
          echo '{"call":{"id":2,"command":"project add Beta"}}'
          IFS= read -r reply
          echo "{\\"result\\":{\\"id\\":$id,\\"message\\":\\"added two\\"}}"
      """
    let fails = """
      echo '{"call":{"id":1,"command":"project add Gamma"}}'
          IFS= read -r reply
          echo "{\\"error\\":{\\"id\\":$id,\\"message\\":\\"gave up\\"}}"
      """
    let ledgersh = try Self.home(
      scripts: [
        "two": Self.plugin(
          name: "two", commands: #"[{"name":"two","summary":"Adds two"}]"#, onRun: adds),
        "quit": Self.plugin(
          name: "quit", commands: #"[{"name":"quit-early","summary":"Fails"}]"#, onRun: fails),
      ], seeded: false)
    let run = try ledgersh.run(
      [
        "--keep-going", "-c", "begin", "-c", "two", "-c", "quit-early", "-c", "commit",
        "-c", "journal --limit 1 --format csv", "-c", "projects --format csv",
      ])
    #expect(run.stderr.contains("Committed 1 command as one change"), "\(run.stderr)")
    #expect(run.stdout.contains(",two,"), "\(run.stdout)")
    #expect(run.stdout.contains("Beta") && !run.stdout.contains("Gamma"), "\(run.stdout)")
  }

  @Test("a plugin's error status is the script's: 2 for usage, 1 for anything else")
  func errorStatus() throws {
    func erring(_ status: Int) -> String {
      Self.plugin(
        name: "err\(status)", commands: #"[{"name":"err\#(status)","summary":"Fails"}]"#,
        onRun: #"echo "{\"error\":{\"id\":$id,\"message\":\"no\",\"status\":\#(status)}}""#)
    }
    let ledgersh = try Self.home(scripts: ["err2": erring(2), "err7": erring(7)])
    #expect(try ledgersh.run(["-c", "err2"]).status == 2)
    #expect(try ledgersh.run(["-c", "err7"]).status == 1)
  }

  @Test("a plugin is told the account commands act in, chosen or not")
  func accountInContext() throws {
    let commands = #"[{"name":"where","summary":"Says where it runs"}]"#
    let onRun = #"""
      printf '%s\n' "$line" > "$HOME/run.json"
      echo "{\"result\":{\"id\":$id,\"message\":\"ok\"}}"
      """#
    let ledgersh = try Self.home(scripts: [
      "where": Self.plugin(name: "where", commands: commands, onRun: onRun)
    ])
    let sent = ledgersh.home.appendingPathComponent("run.json")
    func account(_ commands: [String]) throws -> String? {
      let run = try ledgersh.run(commands.flatMap { ["-c", $0] } + ["-c", "where"])
      #expect(run.status == 0, "\(run.stderr)")
      let message = try Self.json(String(contentsOf: sent, encoding: .utf8)) as? [String: Any]
      let context = (message?["run"] as? [String: Any])?["context"] as? [String: Any]
      return (context?["account"] as? [String: Any])?["name"] as? String
    }
    // Before, null unless chosen with 'account use' or --account.
    #expect(try account([]) == "Default")
    #expect(try account(["account add Tokyo --currency JPY", "use Smith"]) == "Default")
    #expect(try account(["account use Tokyo", "project add Ginza", "use Ginza"]) == "Tokyo")
  }

  @Test("a plugin's money values are checked in the account's currency and sent as decimals")
  func moneyValues() throws {
    let commands = #"""
      [{"name":"fee","summary":"Charges a fee","arguments":[{"name":"amount","value":"money"}],
        "options":[{"name":"cap","value":"money"}]}]
      """#
    let onRun = #"""
      printf '%s\n' "$line" > "$HOME/run.json"
      echo "{\"result\":{\"id\":$id,\"message\":\"ok\"}}"
      """#
    let ledgersh = try Self.home(scripts: [
      "fee": Self.plugin(
        name: "fee", commands: commands.replacingOccurrences(of: "\n", with: ""), onRun: onRun)
    ])
    let sent = ledgersh.home.appendingPathComponent("run.json")
    let good = try ledgersh.run(["-c", "fee '$1,249.50' --cap 2000"])
    #expect(good.status == 0, "\(good.stderr)")
    let run = try #require(
      (try Self.json(String(contentsOf: sent, encoding: .utf8)) as? [String: Any])?["run"]
        as? [String: Any])
    #expect(run["arguments"] as? [String] == ["1249.50"])
    #expect((run["options"] as? [String: Any])?["cap"] as? String == "2000.00")
    // Refused before the plugin runs, as `tx add --amount` refuses it.
    try FileManager.default.removeItem(at: sent)
    let decimals = try ledgersh.run(["-c", "fee 12.345"])
    #expect(decimals.status == 2)
    #expect(decimals.stderr.contains("AMOUNT: '12.345' has too many decimals: USD allows 2"))
    let word = try ledgersh.run(["-c", "fee 10 --cap lots"])
    #expect(word.status == 2)
    #expect(word.stderr.contains("--cap: "), "\(word.stderr)")
    #expect(!FileManager.default.fileExists(atPath: sent.path))
    // In a yen account there are no decimals.
    let yen = try ledgersh.run([
      "-c", "account add Tokyo --currency JPY", "-c", "account use Tokyo", "-c", "fee 12.5",
    ])
    #expect(yen.status == 2)
    #expect(
      yen.stderr.contains("AMOUNT: '12.5' has decimals, but JPY amounts are whole numbers"),
      "\(yen.stderr)")
    #expect(!FileManager.default.fileExists(atPath: sent.path))
  }

  @Test("a plugin's title and message are shown with their escape codes made visible")
  func escapedText() throws {
    let onRun = #"""
      printf '{"result":{"id":%s,"records":[{"a":1}],"message":"x\u001b[2Jy then \u001b[1mbold\u001b[0m words","view":{"title":"\u001b[1mT","kind":"table"}}}\n' "$id"
      """#
    let ledgersh = try Self.home(scripts: [
      "esc": Self.plugin(
        name: "esc", commands: #"[{"name":"esc","summary":"Escapes"}]"#, onRun: onRun)
    ])
    let result = try ledgersh.run(["-c", "esc"])
    #expect(result.status == 0, "\(result.stderr)")
    let all = result.stdout + result.stderr
    #expect(!all.contains("\u{1B}"), "\(all.debugDescription)")
    #expect(all.contains("x\\x1b[2Jy") && all.contains("\\x1b[1mT"), "\(all.debugDescription)")
    // Found by a QA pass: the message was escaped but not wrapped, 22 columns at width 20.
    let narrow = try ledgersh.run(["--width", "20", "-c", "esc"])
    let lines = (narrow.stdout + narrow.stderr).split(separator: "\n")
    #expect(lines.contains("\\x1b[1mbold\\x1b[0m"), "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
  }

  @Test("a plugin command's calls are one undo; a failed one leaves nothing behind")
  func transactions() throws {
    let twoProjects = """
      echo '{"call":{"id":1,"command":"project add Alpha"}}'
          IFS= read -r reply
          echo '{"call":{"id":2,"command":"project add Beta"}}'
          IFS= read -r reply
          echo "{\\"result\\":{\\"id\\":$id,\\"message\\":\\"added two\\"}}"
      """
    let failing = """
      echo '{"call":{"id":1,"command":"project add Gamma"}}'
          IFS= read -r reply
          echo '{"call":{"id":2,"command":"project add Gamma"}}'
          IFS= read -r reply
          case $reply in *'"ok":false'*) ;; *) exit 9 ;; esac
          echo "{\\"error\\":{\\"id\\":$id,\\"message\\":\\"second add failed\\"}}"
      """
    let ledgersh = try Self.home(
      scripts: [
        "two": Self.plugin(
          name: "two", commands: #"[{"name":"two","summary":"Adds two projects"}]"#,
          onRun: twoProjects),
        "fail": Self.plugin(
          name: "fail", commands: #"[{"name":"fail","summary":"Adds, then fails"}]"#,
          onRun: failing),
      ], seeded: false)
    let failed = try ledgersh.run(["-c", "fail"])
    #expect(failed.status == 1)
    #expect(failed.stderr.contains("second add failed"))
    let none = try ledgersh.run(["-c", "projects --format json"])
    #expect(!none.stdout.contains("Gamma"), "\(none.stdout)")
    let added = try ledgersh.run(["-c", "two", "-c", "projects --format csv"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("added two\n"))
    #expect(added.stdout.contains("Alpha") && added.stdout.contains("Beta"))
    let undone = try ledgersh.run(["-c", "undo", "-c", "projects --format csv"])
    #expect(undone.status == 0, "\(undone.stderr)")
    #expect(!undone.stdout.contains("Alpha") && !undone.stdout.contains("Beta"))
  }

  @Test("a plugin may not take a built-in command's name")
  func builtInName() throws {
    let ledgersh = try Self.home(scripts: [
      "thief": Self.plugin(
        name: "thief",
        commands: #"[{"name":"txs","summary":"Not the real one"},"#
          + #"{"name":"project","summary":"A group"},{"name":"steal","summary":"x"},"#
          + #"{"name":"project report","summary":"Joins the group"}]"#,
        onRun: "exit 1")
    ])
    // `steal` is the plugin's, so this run looks for plugins and meets the thief.
    let result = try ledgersh.run([
      "-c", "use Jones", "-c", "txs --format csv", "-c", "help project", "-c", "steal",
    ])
    #expect(
      result.stderr.contains(
        "plugin 'thief': its command 'txs' is left out: the name is taken by a built-in command"))
    // A built-in group's name is taken as well: 'help project' stays the group's help.
    #expect(
      result.stderr.contains(
        "its command 'project' is left out: the name is taken by a group of built-in commands"))
    #expect(result.stdout.contains("West Elm"))
    #expect(result.stdout.contains("project add"), "\(result.stdout)")
    // A new command in a built-in group is the plugin's to add.
    #expect(!result.stderr.contains("'project report'"), "\(result.stderr)")
    #expect(result.stdout.contains("project report"), "\(result.stdout)")
  }

  @Test("a plugin may not extend a built-in command's name and take its arguments")
  func extendsABuiltIn() throws {
    let ledgersh = try Self.home(
      scripts: [
        "hijack": Self.plugin(
          name: "hijack",
          commands: #"[{"name":"project add extra","summary":"x"},{"name":"echo x","summary":"x"},"#
            + #"{"name":"project report","summary":"A new command of the group"}]"#,
          onRun: "exit 1")
      ], seeded: false)
    // 'plugin list' makes even this run of built-in commands look for plugins.
    let result = try ledgersh.run([
      "-c", "plugin list --format csv", "-c", "project add extra", "-c", "echo x",
      "-c", "projects --format csv",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "its command 'project add extra' is left out: 'project add' is a built-in command, "
          + "which reads the words after it as its arguments"), "\(result.stderr)")
    #expect(result.stderr.contains("its command 'echo x' is left out: 'echo' is a built-in"))
    #expect(!result.stderr.contains("'project report'"))
    #expect(result.stdout.contains("x\n") && result.stdout.contains(",extra,"), "\(result.stdout)")
  }

  @Test("a clash of aliases names the alias and who has it; plugin add says it once")
  func aliasClash() throws {
    let first = Self.plugin(
      name: "first",
      commands: #"[{"name":"vendor report","summary":"By vendor","aliases":["vr"]}]"#,
      onRun: "exit 1")
    let second = Self.plugin(
      name: "second",
      commands: #"[{"name":"vendor tally","summary":"Vendors","aliases":["vr"]},"#
        + #"{"name":"cost","summary":"Costs","aliases":["txs"]}]"#,
      onRun: "exit 1")
    let ledgersh = try Self.home(scripts: ["first": first, "second": second])
    let result = try ledgersh.run(["-c", "help vendor report"])
    #expect(
      result.stderr.contains(
        "plugin 'second': its command 'vendor tally' is left out: its alias 'vr' is taken by "
          + "the plugin 'first'"), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "its command 'cost' is left out: its alias 'txs' is taken by a built-in command"))
    // Installed in a session that has 'first' already: one message, "left out" once.
    let script = ledgersh.home.appendingPathComponent("third.sh")
    try Self.plugin(
      name: "third", commands: #"[{"name":"third","summary":"x","aliases":["vr"]}]"#,
      onRun: "exit 1"
    ).write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let added = try ledgersh.run(["-c", "plugin add \(script.path) --name third"])
    let said = added.stdout + added.stderr
    #expect(
      said.contains(
        "its command 'third' is left out: its alias 'vr' is taken by the plugin 'first'"),
      "\(said)")
    // Found by QA: the confirmation listed the commands it then said were left out.
    #expect(said.contains("Added plugin 'third' (no commands) to "), "\(said)")
    // (The start-up's warnings about 'second', given at every start, are said too.)
    #expect(said.components(separatedBy: "its command 'third' is left out").count == 2, "\(said)")
  }

  @Test("the plugin installed first keeps a command name, as plugin add says, in every session")
  func firstInstalledKeepsItsCommand() throws {
    // Found by QA: 'rev2' (before 'review' by name) took 'review' from the next session on.
    let ledgersh = try Self.home()
    let review = Self.examples.appendingPathComponent("ledgersh-review").path
    let first = try ledgersh.run(["-c", "plugin add \(review)"])
    #expect(first.status == 0, "\(first.stderr)")
    let copy = ledgersh.home.appendingPathComponent("rev2.sh")
    try FileManager.default.copyItem(atPath: review, toPath: copy.path)
    let added = try ledgersh.run(["-c", "plugin add \(copy.path) --name rev2 --link"])
    #expect(added.status == 0, "\(added.stderr)")
    let leftOut = "its command 'review' is left out: the name is taken by the plugin 'review'"
    #expect((added.stdout + added.stderr).contains(leftOut), "\(added.stdout)\(added.stderr)")
    for _ in 0..<2 {
      let list = try ledgersh.run(["-c", "plugin list --format json"])
      let plugins = try #require(try Self.json(list.stdout) as? [[String: Any]])
      let commands = Dictionary(
        uniqueKeysWithValues: plugins.map {
          ($0["name"] as? String ?? "", $0["commands"] as? [String] ?? [])
        })
      #expect(commands == ["review": ["review"], "rev2": []], "\(list.stdout)")
      let state = plugins.first { $0["name"] as? String == "review" }?["state"] as? String
      #expect(state == "ready", "\(list.stdout)")
      #expect(list.stderr.contains("plugin 'rev2': " + leftOut), "\(list.stderr)")
    }
  }

  @Test("a command left out is warned about at every start, not only the first")
  func leftOutWarnedAtEveryStart() throws {
    // Found by QA: the warning came only when the signature cache was rebuilt.
    let ledgersh = try Self.home(
      scripts: [
        "first": Self.plugin(
          name: "first", commands: #"[{"name":"tally","summary":"One"}]"#, onRun: "exit 1"),
        "second": Self.plugin(
          name: "second", commands: #"[{"name":"tally","summary":"Two"}]"#, onRun: "exit 1"),
      ], seeded: false)
    for run in 1...2 {
      let result = try ledgersh.run(["-c", "help tally"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr.contains(
          "plugin 'second': its command 'tally' is left out: the name is taken by the plugin "
            + "'first'"), "start \(run): \(result.stderr)")
    }
  }

  @Test("a plugin's call to export gets the export as its reply; stdout has only the result")
  func exportCallIsCaptured() throws {
    // Found by QA: 'export' wrote the ledger to the user's stdout ahead of the result, and
    // the plugin's reply had data null.
    let onRun = """
      echo '{"call":{"id":1,"command":"export"}}'
          IFS= read -r reply
          printf '%s\\n' "$reply" > "$HOME/json-reply"
          echo '{"call":{"id":2,"command":"export projects --format csv"}}'
          IFS= read -r reply
          printf '%s\\n' "$reply" > "$HOME/csv-reply"
          echo "{\\"result\\":{\\"id\\":$id,\\"records\\":[{\\"done\\":true}]}}"
      """
    let ledgersh = try Self.home(scripts: [
      "backup": Self.plugin(
        name: "backup", commands: #"[{"name":"snapshot","summary":"Exports"}]"#,
        onRun: onRun)
    ])
    let result = try ledgersh.run(["--format", "json", "-c", "snapshot"])
    #expect(result.status == 0, "\(result.stderr)")
    let records = try #require(try Self.json(result.stdout) as? [[String: Any]], "\(result.stdout)")
    #expect(records.count == 1 && records.first?["done"] as? Bool == true)
    func reply(_ name: String) throws -> [String: Any] {
      let text = try String(
        contentsOf: ledgersh.home.appendingPathComponent(name), encoding: .utf8)
      let message = try #require(try Self.json(text) as? [String: Any])
      let reply = try #require(message["reply"] as? [String: Any], "\(text)")
      #expect(reply["ok"] as? Bool == true, "\(text)")
      return try #require(reply["data"] as? [String: Any], "\(text)")
    }
    // The export's text, as 'ledgersh -c export' writes it.
    let exported = try #require(try reply("json-reply")["output"] as? String)
    let ledger = try #require(try Self.json(exported) as? [String: Any])
    #expect((ledger["projects"] as? [Any])?.count == 2, "\(exported.prefix(300))")
    let direct = try ledgersh.run(["-c", "export"])
    #expect(direct.stdout == exported)
    let csv = try #require(try reply("csv-reply")["output"] as? String)
    #expect(csv.hasPrefix("id,name,"), "\(csv)")
    #expect(csv.contains("Smith") && csv.contains("Jones"), "\(csv)")
  }

  @Test("a plugin that fails once is asked again at the next start")
  func failedOnceIsRetried() throws {
    // Fails the first time it is started (as a slow start would), then answers.
    let flaky = """
      #!/bin/sh
      if [ ! -e "$HOME/started" ]; then : > "$HOME/started"; exit 3; fi
      """ + "\n"
      + Self.plugin(
        name: "flaky", commands: #"[{"name":"flaky","summary":"Fails once"}]"#,
        onRun: #"echo "{\"result\":{\"id\":$id,\"message\":\"here\"}}""#
      ).replacingOccurrences(of: "#!/bin/sh\n", with: "")
    let ledgersh = try Self.home(scripts: ["flaky": flaky], seeded: false)
    let first = try ledgersh.run(["-c", "help"])
    #expect(first.stderr.contains("plugin 'flaky' left out"), "\(first.stderr)")
    #expect(first.stderr.contains("it is tried again at the next start"))
    let second = try ledgersh.run(["-c", "flaky"])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout == "here\n")
    #expect(!second.stderr.contains("left out"))
  }

  @Test("set plugin-timeout in the startup file bounds plugins' start-up too")
  func startupTimeoutFromInitFile() throws {
    let slow =
      "#!/bin/sh\nsleep 2\n"
      + Self.plugin(
        name: "slow", commands: #"[{"name":"slow","summary":"Slow to start"}]"#,
        onRun: "exit 1"
      ).replacingOccurrences(of: "#!/bin/sh\n", with: "")
    let ledgersh = try Self.home(scripts: ["slow": slow], seeded: false)
    _ = try ledgersh.write("config/ledgersh/init.lsh", "set plugin-timeout 1\n")
    let result = try ledgersh.run(["-c", "help"])
    #expect(result.stderr.contains("plugin 'slow' left out"), "\(result.stderr)")
    #expect(
      result.stderr.contains("plugin 'slow' left out: did not answer within 1 s"),
      "\(result.stderr)")
  }

  @Test("a failed plugin command's use and set calls are undone with it")
  func failedCommandLeavesTheSession() throws {
    let onRun = """
      echo '{"call":{"id":1,"command":"use Jones"}}'
          IFS= read -r reply
          echo '{"call":{"id":2,"command":"set width 50"}}'
          IFS= read -r reply
          echo "{\\"error\\":{\\"id\\":$id,\\"message\\":\\"gave up\\"}}"
      """
    let ledgersh = try Self.home(scripts: [
      "wander": Self.plugin(
        name: "wander", commands: #"[{"name":"wander","summary":"Moves, then fails"}]"#,
        onRun: onRun)
    ])
    let result = try ledgersh.run([
      "--keep-going", "-c", "use Smith", "-c", "set width 70", "-c", "wander", "-c", "show width",
      "-c", "use",
    ])
    #expect(result.stderr.contains("gave up"), "\(result.stderr)")
    #expect(result.stdout.contains("width = 70"), "\(result.stdout)")
    #expect(result.stdout.contains("Smith") && !result.stdout.contains("Jones"), "\(result.stdout)")
  }

  @Test("a view whose fields name none of the records' fields is a protocol error")
  func viewFieldsNamingNothing() throws {
    func answering(_ fields: String) -> String {
      #"echo "{\"result\":{\"id\":$id,\"records\":[{\"name\":\"Ikea\",\"total\":120}],"#
        + #"\"view\":{\"kind\":\"table\",\"fields\":\#(fields)}}}""#
    }
    let ledgersh = try Self.home(
      scripts: [
        "typo": Self.plugin(
          name: "typo", commands: #"[{"name":"typo","summary":"Misnames"}]"#,
          onRun: answering(#"[\"nme\",\"totl\"]"#)),
        "some": Self.plugin(
          name: "some", commands: #"[{"name":"some","summary":"One is optional"}]"#,
          onRun: answering(#"[\"name\",\"note\"]"#)),
        "none": Self.plugin(
          name: "none", commands: #"[{"name":"none","summary":"Shows nothing"}]"#,
          onRun: answering("[]")),
      ], seeded: false)
    let typo = try ledgersh.run(["-c", "typo"])
    #expect(typo.status == 1)
    #expect(
      typo.stderr.contains(
        "its view's fields ('nme', 'totl') name none of its records' fields ('name', 'total')"),
      "\(typo.stderr)")
    let none = try ledgersh.run(["-c", "none"])
    #expect(none.status == 1)
    #expect(none.stderr.contains("its view's fields list is empty"), "\(none.stderr)")
    // A field that some records lack is shown empty, as before.
    let some = try ledgersh.run(["-c", "some --format csv"])
    #expect(some.status == 0, "\(some.stderr)")
    #expect(some.stdout == "name,note\nIkea,\n", "\(some.stdout)")
  }

  @Test("the plugin process is kept for the session and its signature cached")
  func lifecycle() throws {
    let counting = """
      n=$((n + 1))
          echo "{\\"result\\":{\\"id\\":$id,\\"records\\":[{\\"run\\":$n}]}}"
      """
    let ledgersh = try Self.home(
      scripts: [
        "count": Self.plugin(
          name: "count", commands: #"[{"name":"count","summary":"Counts its runs"}]"#,
          onRun: counting)
      ], seeded: false)
    let result = try ledgersh.run(["-c", "count --format csv", "-c", "count --format csv"])
    #expect(result.stdout == "run\n1\nrun\n2\n")
    let cache = ledgersh.home.appendingPathComponent(".cache/ledgersh/plugins.json")
    let cached = try String(contentsOf: cache, encoding: .utf8)
    #expect(cached.contains("Counts its runs"))
  }

  @Test("-c runs of built-in commands never look for plugins; any other command does")
  func builtInRunsSkipTheSearch() throws {
    // A plugin that is left out with a warning at every start.
    func ledgerWithPlugin() throws -> LedgershProcess {
      try Self.home(
        scripts: [
          "future": Self.plugin(
            name: "future", commands: #"[{"name":"future","summary":"From the future"}]"#,
            onRun: "", protocolVersion: 2)
        ], seeded: false)
    }
    // Built-in commands only: the plugin is neither started nor warned about.
    let ledgersh = try ledgerWithPlugin()
    let cache = ledgersh.home.appendingPathComponent(".cache/ledgersh/plugins.json")
    for commands in [["version"], ["projects", "echo hi"], ["set width 60", "show width"]] {
      let result = try ledgersh.run(commands.flatMap { ["-c", $0] })
      #expect(result.status == 0, "\(commands): \(result.stderr)")
      #expect(!result.stderr.contains("future"), "\(commands): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: cache.path), "\(commands)")
    }
    // help lists plugins, plugin list manages them, and an unknown word may be one: each
    // looks for plugins, and so meets this one.
    for commands in [["help"], ["version", "futur"], ["plugin list"], ["source x.lsh"]] {
      let fresh = try ledgerWithPlugin()
      let result = try fresh.run(commands.flatMap { ["-c", $0] })
      #expect(result.stderr.contains("plugin 'future' left out"), "\(commands): \(result.stderr)")
    }
  }
}
