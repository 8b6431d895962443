import Foundation
import Testing

/// Plugins that misbehave (stop reading, leave processes behind) and what they may not see
/// (the ledger's password and location).
@Suite("Misbehaving plugins")
struct PluginHardeningTests {
  /// How a run under a watchdog ended.
  struct Ending {
    /// The exit status, when it exited.
    var status: Int32?
    /// The signal that ended it, when one did.
    var signal: Int32?
    var seconds: Double
    var stderr: String
    var stdout: String
    /// Whether the watchdog had to kill it: ledgersh hung.
    var hung: Bool
  }

  /// Runs ledgersh with `arguments`, output to files; `meanwhile` gets its pid once started;
  /// SIGKILL after `limit` seconds.
  ///
  /// posix_spawn and waitpid, not Foundation's Process: a process left behind that holds a
  /// descriptor the child inherited made Process wait for it, and the test with it.
  static func run(
    _ ledgersh: LedgershProcess, _ arguments: [String], environment: [String: String] = [:],
    limit: Double = 30, meanwhile: (pid_t) -> Void = { _ in }
  ) throws -> Ending {
    let out = ledgersh.home.appendingPathComponent("run.out").path
    let err = ledgersh.home.appendingPathComponent("run.err").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // Nothing else of this process's: a plugin file another test is writing at this moment
    // would stay open for writing in ledgersh, and exec it would fail ("Text file busy").
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    {
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
    let binary = LedgershProcess.binary.path
    let argv = ([binary] + arguments).map { strdup($0) }
    let envp = ledgersh.environment.merging(environment) { $1 }.map { strdup("\($0)=\($1)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv + [nil], envp + [nil])
    guard spawned == 0 else {
      throw SetupFailure(
        description: "cannot start ledgersh: \(String(cString: strerror(spawned)))")
    }
    let start = Date()
    meanwhile(pid)
    var status: Int32 = 0
    var hung = false
    while waitpid(pid, &status, WNOHANG) == 0 {
      if !hung, Date().timeIntervalSince(start) > limit {
        hung = true
        kill(pid, SIGKILL)
      }
      usleep(20_000)
    }
    let signalled = status & 0x7f
    return Ending(
      status: signalled == 0 ? (status >> 8) & 0xff : nil,
      signal: signalled == 0 ? nil : signalled,
      seconds: Date().timeIntervalSince(start),
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "", hung: hung)
  }

  /// Waits up to 20 s for `file` in the home to hold a pid.
  static func pid(in file: String, of ledgersh: LedgershProcess) -> pid_t? {
    let path = ledgersh.home.appendingPathComponent(file).path
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n"), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return pid
      }
      usleep(20_000)
    }
    return nil
  }

  /// A plugin whose command asks for 400 exports without reading a single reply: each is
  /// the whole ledger, so the host's writes soon fill the pipe.
  static func flooding() throws -> LedgershProcess {
    let onRun = #"""
      echo $$ > "$HOME/plugin.pid"
          i=1
          while [ $i -le 400 ]; do echo "{\"call\":{\"id\":$i,\"command\":\"export\"}}"; i=$((i+1)); done
          sleep 60
      """#
    return try ExternalPluginTests.home(scripts: [
      "flood": ExternalPluginTests.plugin(
        name: "flood", commands: #"[{"name":"flood","summary":"Never reads"}]"#, onRun: onRun)
    ])
  }

  @Test("a plugin that stops reading fails its command after plugin-timeout")
  func stopsReading() throws {
    let ledgersh = try Self.flooding()
    let ending = try Self.run(
      ledgersh, ["-c", "set plugin-timeout 2", "-c", "flood", "-c", "echo after"], limit: 40)
    #expect(!ending.hung, "ledgersh hung writing to a plugin that does not read")
    #expect(ending.seconds < 20)
    #expect(ending.status == 1)
    #expect(
      ending.stderr.contains(
        "plugin 'flood' did not read what was sent within 2 s while running 'flood'"),
      "\(ending.stderr)")
    #expect(ending.stderr.contains("set plugin-timeout"), "\(ending.stderr)")
    #expect(ending.stdout.isEmpty, "\(ending.stdout)")
    // The command changed nothing, and the ledger is whole and unlocked.
    let after = try ledgersh.run(["-c", "projects --format csv"])
    #expect(after.status == 0, "\(after.stderr)")
  }

  @Test(
    "SIGTERM, SIGHUP and SIGINT end a session writing to a plugin that stopped reading",
    arguments: [SIGTERM, SIGHUP, SIGINT])
  func signalWhileWriting(signal: Int32) throws {
    let ledgersh = try Self.flooding()
    var plugin: pid_t?
    let ending = try Self.run(
      ledgersh, ["-c", "set plugin-timeout 60", "-c", "flood"], limit: 30
    ) { pid in
      plugin = Self.pid(in: "plugin.pid", of: ledgersh)
      // The host is then writing replies into a full pipe.
      usleep(1_000_000)
      kill(pid, signal)
    }
    #expect(!ending.hung, "ledgersh waited for good after signal \(signal)")
    if signal == SIGINT {
      // Ended by SIGINT itself, which the calling shell reads as 130.
      #expect(ending.signal == SIGINT, "\(ending)")
    } else {
      #expect(ending.status == 128 + signal, "\(ending)")
    }
    #expect(ending.seconds < 15)
    let pluginPID = try #require(plugin)
    defer { kill(pluginPID, SIGKILL) }
    var running = true
    for _ in 0..<100 where running {
      running = ExternalPluginTests.isRunning(pluginPID)
      if running { usleep(20_000) }
    }
    #expect(!running, "the plugin outlived ledgersh")
    // The ledger is left whole: the next session opens it and reads it.
    let after = try ledgersh.run(["-c", "projects --format csv"])
    #expect(after.status == 0, "\(after.stderr)")
  }

  @Test("SIGTERM ends a session whose plugin holds its command's changes and says nothing")
  func signalWhileReading() throws {
    // The wait for the plugin's next line ended, but ledgersh then paused inside the
    // command's transaction, which the clean-up waited on to close the ledger: for good.
    let onRun = #"""
      echo '{"call":{"id":1,"command":"project add Kept"}}'
          IFS= read -r reply
          echo $$ > "$HOME/plugin.pid"
          sleep 60
      """#
    let ledgersh = try ExternalPluginTests.home(
      scripts: [
        "silent": ExternalPluginTests.plugin(
          name: "silent", commands: #"[{"name":"silent","summary":"Writes, then sleeps"}]"#,
          onRun: onRun)
      ], seeded: false)
    let ending = try Self.run(ledgersh, ["-c", "set plugin-timeout 60", "-c", "silent"]) {
      pid in
      _ = Self.pid(in: "plugin.pid", of: ledgersh)
      usleep(300_000)
      kill(pid, SIGTERM)
    }
    #expect(!ending.hung, "ledgersh waited for good after SIGTERM")
    #expect(ending.status == 128 + SIGTERM, "\(ending)")
    // The plugin's command was cut short: its change is not kept.
    let after = try ledgersh.run(["--no-plugins", "-c", "projects --format csv"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(!after.stdout.contains("Kept"), "\(after.stdout)")
  }

  @Test("what a plugin started in a session of its own ends with the plugin and its call")
  func detachedDescendants() throws {
    // One orphan whose parent, the plugin, lives until the session ends; one whose parent
    // exits at once, so that it is orphaned during the call.
    let onRun = #"""
      setsid sleep 3000 </dev/null >/dev/null 2>&1 &
          echo $! > "$HOME/kept.pid"
          sh -c 'setsid sleep 3001 </dev/null >/dev/null 2>&1 & echo $! > "$HOME/orphan.pid"' </dev/null >/dev/null 2>&1
          echo "{\"result\":{\"id\":$id,\"records\":[{\"ok\":true}]}}"
      """#
    let ledgersh = try ExternalPluginTests.home(
      scripts: [
        "spawn": ExternalPluginTests.plugin(
          name: "spawn", commands: #"[{"name":"spawn","summary":"Leaves sleeps"}]"#,
          onRun: onRun)
      ], seeded: false)
    let ending = try Self.run(ledgersh, ["-c", "spawn", "-c", "echo done"])
    #expect(!ending.hung)
    #expect(ending.status == 0, "\(ending.stderr)")
    let kept = try #require(Self.pid(in: "kept.pid", of: ledgersh))
    let orphan = try #require(Self.pid(in: "orphan.pid", of: ledgersh))
    defer {
      kill(kept, SIGKILL)
      kill(orphan, SIGKILL)
    }
    for pid in [kept, orphan] {
      var running = true
      for _ in 0..<100 where running {
        running = ExternalPluginTests.isRunning(pid)
        if running { usleep(20_000) }
      }
      #expect(!running, "the plugin's detached sleep \(pid) outlived ledgersh")
    }
  }

  @Test("a plugin sees neither PGPASSWORD, LEDGERSH_DB nor the ledger's URL")
  func environment() throws {
    let onRun = #"""
      env > "$HOME/plugin.env"
          ls -l /proc/self/fd > "$HOME/plugin.fds"
          echo "{\"result\":{\"id\":$id,\"records\":[{\"ok\":true}]}}"
      """#
    let ledgersh = try ExternalPluginTests.home(
      scripts: [
        "env": ExternalPluginTests.plugin(
          name: "env", commands: #"[{"name":"showenv","summary":"Writes its environment"}]"#,
          onRun: onRun)
      ], seeded: false)
    let url = "postgresql://ann@127.0.0.1:1/team"
    let secrets = [
      "PGPASSWORD": "hunter2", "LEDGERSH_DB": ledgersh.home.path + "/other.db",
      "TEAM_LEDGER": url, "TEAM_NOTE": "use \(url) for the team",
    ]
    for arguments in [["-c", "showenv"], ["--db", url, "-c", "showenv"]] {
      let ending = try Self.run(ledgersh, arguments, environment: secrets)
      #expect(ending.status == 0, "\(ending.stderr)")
      let text = try String(
        contentsOf: ledgersh.home.appendingPathComponent("plugin.env"), encoding: .utf8)
      let names = Set(text.split(separator: "\n").compactMap { $0.split(separator: "=").first })
      #expect(!names.contains("PGPASSWORD") && !names.contains("LEDGERSH_DB"), "\(text)")
      #expect(!text.contains("hunter2") && !text.contains("other.db"), "\(text)")
      #expect(names.contains("HOME") && names.contains("LEDGERSH_PLUGIN_PROTOCOL"), "\(text)")
      if arguments.contains("--db") {
        #expect(!text.contains(url), "\(text)")
      }
      // No pipe of the host's but its stdin and stdout (the signal pipe leaked once).
      let descriptors = try String(
        contentsOf: ledgersh.home.appendingPathComponent("plugin.fds"), encoding: .utf8)
      // `ls -l`: "… 3 -> pipe:[123]"; its own 0 is the host's pipe, 1 the file.
      let leaked = descriptors.split(separator: "\n").filter { line in
        let sides = line.components(separatedBy: " -> ")
        let descriptor = sides.first?.split(separator: " ").last ?? ""
        return sides.count == 2 && descriptor != "0" && sides[1].hasPrefix("pipe:")
      }
      #expect(leaked.isEmpty, "\(descriptors)")
    }
  }

  /// Issue 54: a plugin's bytes that are not UTF-8 were replaced without a word.
  @Test("a plugin's text that is not UTF-8 is kept as U+FFFD, with a warning naming it")
  func invalidUTF8() throws {
    let onRun = #"""
      printf '{"result":{"id":%s,"records":[{"name":"caf\351 Lumi\350re"}]}}\n' "$id"
      """#
    let ledgersh = try ExternalPluginTests.home(
      scripts: [
        "latin": ExternalPluginTests.plugin(
          name: "latin", commands: #"[{"name":"latin","summary":"Writes Latin-1"}]"#,
          onRun: onRun)
      ], seeded: false)
    let run = try ledgersh.run(["-q", "-c", "latin --format csv"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "name\ncaf\u{FFFD} Lumi\u{FFFD}re\n", "\(run.stdout)")
    #expect(
      run.stderr.contains("warning: the plugin 'latin' wrote text that is not UTF-8"),
      "\(run.stderr)")
  }
}
