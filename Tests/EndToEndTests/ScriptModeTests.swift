import Foundation
import Testing

/// The scripting contract: sources, error locations, exit statuses, startup file.
@Suite("Script mode")
struct ScriptModeTests {
  @Test("-c commands run in order and report errors as -c:N")
  func commandsInOrder() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run([
      "-c", "echo one", "-c", "echo two", "-c", "bogus", "-c", "echo x",
    ])
    #expect(result.stdout == "one\ntwo\n")
    #expect(result.stderr.hasPrefix("-c:3: error: unknown command 'bogus'"))
    #expect(result.status == 2)
  }

  @Test("stdout of a piped script holds only results: JSON documents jq can read")
  func cleanStdout() throws {
    let ledgersh = try LedgershProcess()
    let commands = [
      "project add 'Smith Residence'", "use 'Smith Residence'",
      "tx add --source 'West Elm' --amount 1,249.99", "txs --format json", "projects --format json",
    ]
    let result = try ledgersh.run(commands.flatMap { ["-c", $0] })
    #expect(result.status == 0)
    // Two JSON documents, one after the other, and nothing else.
    let documents = result.stdout.components(separatedBy: "\n]\n").filter { !$0.isEmpty }
    #expect(documents.count == 2)
    for document in documents {
      let parsed = try JSONSerialization.jsonObject(with: Data((document + "\n]").utf8))
      #expect((parsed as? [[String: Any]])?.count == 1)
    }
    #expect(result.stderr.contains("Using project 'Smith Residence' (#1)."))
    #expect(result.stderr.contains("Added purchase #1: West Elm"))
    let quiet = try ledgersh.run(["-q", "--db", "quiet.db"] + commands.flatMap { ["-c", $0] })
    #expect(quiet.stderr == "", "-q silences confirmations")
    #expect(quiet.stdout.hasPrefix("[\n  {"))
    let failing = try ledgersh.run(["-q", "-c", "use Nowhere"])
    #expect(failing.stderr.contains("error: no project named 'Nowhere'"), "errors still show")
  }

  @Test("a name that breaks the ledger's rules is a bad value: exit 2, nothing written")
  func badNamesAreUsageErrors() throws {
    let ledgersh = try LedgershProcess()
    let setup = try ledgersh.run([
      "-c", "project add Loft", "-c", "use Loft", "-c", "item add Lamp", "-c", "space add Den",
      "-c", "template add Bedroom --item Bed",
    ])
    #expect(setup.status == 0, "\(setup.stderr)")
    for (command, message) in [
      ("item edit #1 --name '  '", "an item name cannot be empty"),
      ("item add ''", "an item name cannot be empty"),
      ("space add ''", "a space name cannot be empty"),
      ("space add 7", "a space name can't be just a number"),
      ("space edit Den --name ''", "a space name cannot be empty"),
      ("template add ''", "a space template name cannot be empty"),
      ("template edit Bedroom --name 12", "a space template name can't be just a number"),
    ] {
      let result = try ledgersh.run(["-c", "use Loft", "-c", command])
      #expect(result.status == 2, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("-c:2: error: \(message)"), "\(command): \(result.stderr)")
    }
    let after = try ledgersh.run([
      "--format", "tsv", "-c", "use Loft", "-c", "items", "-c", "spaces", "-c", "templates",
    ])
    #expect(after.stdout.contains("Lamp") && after.stdout.contains("Den"))
    #expect(after.stdout.contains("Bedroom") && !after.stdout.contains("\t7\t"))
  }

  @Test("-c and -f, each repeatable, run in the order given; a failure stops the rest")
  func commandsAndScriptsInOrder() throws {
    let ledgersh = try LedgershProcess()
    let second = try ledgersh.write("second.lsh", "echo 2 二\n")
    let fourth = try ledgersh.write("fourth.lsh", "echo 4 🛋️\n")
    let failing = try ledgersh.write("failing.lsh", "echo 3\nbogus\necho never\n")
    let all = try ledgersh.run(["-c", "echo 1", "-f", second, "-c", "echo 3", "-f", fourth])
    #expect(all.stdout == "1\n2 二\n3\n4 🛋️\n", "\(all.stderr)")
    #expect(all.status == 0)
    let files = try ledgersh.run(["-f", fourth, "-f", second])
    #expect(files.stdout == "4 🛋️\n2 二\n", "every -f runs, not only the last")
    let stopped = try ledgersh.run(["-f", second, "-f", failing, "-c", "echo after"])
    #expect(stopped.stdout == "2 二\n3\n")
    #expect(stopped.stderr.hasPrefix("\(failing):2: error: unknown command 'bogus'"))
    #expect(stopped.status == 2)
    let kept = try ledgersh.run(["--keep-going", "-f", failing, "-c", "echo after"])
    #expect(kept.stdout == "3\nnever\nafter\n")
    #expect(kept.status == 2, "the first failure's status")
    let missing = try ledgersh.run(["-c", "echo ran", "-f", second, "-f", "missing.lsh"])
    #expect(missing.stdout == "", "a script that cannot start stops everything before it runs")
    #expect(missing.stderr.contains("no such script file: missing.lsh"))
    #expect(missing.status == 2)
  }

  @Test("a line of standard input that is not UTF-8 stops the script there, as -f refuses it")
  func standardInputNotUTF8() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(
      [
        "-c", "printf 'echo one\\necho t\\377wo\\necho three\\n' | \"$0\"",
        LedgershProcess.binary.path,
      ],
      executable: "/bin/sh")
    #expect(result.stdout == "one\n")
    #expect(
      result.stderr.hasPrefix(
        "<stdin>:2: error: the line is not UTF-8 text; nothing from it on ran"),
      "\(result.stderr)")
    #expect(result.status == 2)
  }

  @Test("-f FILE reports FILE:LINE and stops, unless --keep-going")
  func scriptFile() throws {
    let ledgersh = try LedgershProcess()
    let script = try ledgersh.write(
      "month-end.lsh", "echo start\n\nset width 5\necho middle\nexit 0\necho unreachable\n")
    let stopped = try ledgersh.run(["-f", script])
    #expect(stopped.stdout == "start\n")
    #expect(stopped.stderr.hasPrefix("\(script):3: error: width must be a number"))
    #expect(stopped.status == 2)
    let kept = try ledgersh.run(["--keep-going", "-f", script])
    #expect(kept.stdout == "start\nmiddle\n")
    #expect(kept.status == 0, "exit 0 ends the script with status 0")
  }

  @Test("a shebang script runs directly")
  func shebang() throws {
    let ledgersh = try LedgershProcess()
    let directory = LedgershProcess.binary.deletingLastPathComponent().path
    let script = try ledgersh.write(
      "hello.lsh", "#!/usr/bin/env -S ledgersh -f\necho hello from a script\n")
    chmod(script, 0o755)
    // Another test forking at the moment the script was written can hold it open for a
    // moment ("Text file busy"): try again briefly.
    var attempt = 0
    var outcome: LedgershProcess.Result?
    while outcome == nil {
      attempt += 1
      do {
        outcome = try ledgersh.run(
          [], extraEnvironment: ["PATH": directory + ":/usr/bin:/bin"], executable: script)
      } catch  where attempt < 20 {
        usleep(50_000)
      }
    }
    let result = try #require(outcome)
    #expect(result.stdout == "hello from a script\n")
    #expect(result.status == 0)
  }

  @Test("source runs another script with its own line numbers, and its failure stops the caller")
  func source() throws {
    let ledgersh = try LedgershProcess()
    let inner = try ledgersh.write("inner.lsh", "echo inner\nnope\n")
    let result = try ledgersh.run([], input: "echo outer\nsource \(inner)\necho after\n")
    #expect(result.stdout == "outer\ninner\n")
    #expect(result.stderr.hasPrefix("\(inner):2: error: unknown command 'nope'"))
    #expect(result.status == 2)
  }

  @Test("the startup file runs first unless --no-init")
  func startupFile() throws {
    let ledgersh = try LedgershProcess()
    _ = try ledgersh.write("config/ledgersh/init.lsh", "set format json\n")
    let withInit = try ledgersh.run(["-c", "echo hi"])
    #expect(withInit.stdout == "{\n  \"text\": \"hi\"\n}\n")
    let without = try ledgersh.run(["--no-init", "-c", "echo hi"])
    #expect(without.stdout == "hi\n")
  }

  @Test("bad process options are usage errors (status 2)")
  func processOptions() throws {
    let ledgersh = try LedgershProcess()
    let unknown = try ledgersh.run(["--frobnicate"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "ledgersh: error: Unknown option '--frobnicate'\n"
        + "ledgersh: hint: see 'ledgersh --help' or 'man ledgersh'\n",
      "one error line, as every other error, without the usage block")
    let badFormat = try ledgersh.run(["--format", "xml", "-c", "echo x"])
    #expect(badFormat.status == 2)
    // A negative width is a width out of range, not a missing one.
    let negative = try ledgersh.run(["--width", "-5", "-c", "echo x"])
    #expect(negative.status == 2)
    #expect(
      negative.stderr.contains("--width must be between 20 and 1000, not -5"), "\(negative.stderr)")
    // Not a number: said as the same option on a command says it.
    let word = try ledgersh.run(["--width", "abc", "-c", "echo x"])
    #expect(word.status == 2)
    #expect(
      word.stderr.hasPrefix("ledgersh: error: --width expects a whole number, not 'abc'\n"),
      "\(word.stderr)")
    let version = try ledgersh.run(["--version"])
    #expect(version.stdout == "0.1.0\n")
    #expect(version.status == 0)
  }

  @Test("--format and --width on the command line apply to every command")
  func processFormat() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--format", "csv", "-c", "show width", "--width", "44"])
    #expect(result.stdout == "name,value\nwidth,44\n")
  }

  @Test("piped output carries no colour unless forced; NO_COLOR wins")
  func colour() throws {
    let ledgersh = try LedgershProcess()
    let plain = try ledgersh.run(["-c", "help"])
    #expect(!plain.stdout.contains("\u{1B}["))
    let forced = try ledgersh.run(["-c", "help"], extraEnvironment: ["CLICOLOR_FORCE": "1"])
    #expect(forced.stdout.contains("\u{1B}[1m"))
    let vetoed = try ledgersh.run(
      ["-c", "help"], extraEnvironment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"])
    #expect(!vetoed.stdout.contains("\u{1B}["))
    // `show color` says what is in effect when something other than the setting decides.
    let noColor = try ledgersh.run(["--no-color", "-c", "show color"])
    #expect(noColor.stdout == "color = auto (off here: --no-color)\n")
    let variable = try ledgersh.run(
      ["-c", "show color --format csv"], extraEnvironment: ["NO_COLOR": "1"])
    #expect(variable.stdout == "name,value,in_effect,because\ncolor,auto,off,NO_COLOR is set\n")
    let setting = try ledgersh.run(
      ["-c", "set color always", "-c", "show color"], extraEnvironment: ["NO_COLOR": "1"])
    #expect(setting.stdout == "color = on\n", "a colour set in the session decides")
  }

  @Test("Windows line endings end lines, in files and on standard input")
  func crlf() throws {
    let ledgersh = try LedgershProcess()
    let script = try ledgersh.write(
      "dos.lsh", "echo one\r\necho two\r\nshow width --format csv\r\n")
    let fromFile = try ledgersh.run(["-f", script])
    #expect(fromFile.stdout == "one\ntwo\nname,value\nwidth,auto\n")
    #expect(fromFile.status == 0)
    let piped = try ledgersh.run([], input: "echo one\r\nbogus\r\n")
    #expect(piped.stdout == "one\n")
    #expect(piped.stderr.hasPrefix("<stdin>:2: error: unknown command 'bogus'"))
  }

  @Test("help for every command fits every width from 20 up, and is data with --format json")
  func helpFits() throws {
    let ledgersh = try LedgershProcess()
    let list = try ledgersh.run(["-c", "help --format json"])
    let decoded = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8))
    let names = ((decoded as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
    #expect(names.count > 30)
    for width in [20, 33, 80] {
      let commands = ["help"] + names.map { "help \($0)" }
      let result = try ledgersh.run(
        ["--width", "\(width)"] + commands.flatMap { ["-c", $0] })
      #expect(result.status == 0)
      let widest = result.stdout.split(separator: "\n").map { String($0).count }.max() ?? 0
      #expect(widest <= width, "help at width \(width) has a line of \(widest)")
    }
    let one = try ledgersh.run(["-c", "help set --format json"])
    let spec = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
    #expect(spec?["usage"] as? String == "set NAME VALUE")
    let viaFlag = try ledgersh.run(["-c", "set --help --format json"])
    #expect(viaFlag.stdout == one.stdout)
  }
}
