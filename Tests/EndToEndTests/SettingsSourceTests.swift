import Foundation
import Testing

/// `settings` tells a value set in the startup file from one set by an option, by `set`,
/// or by the environment.
@Suite("Settings sources")
struct SettingsSourceTests {
  @Test("init file, option, set and environment are each named")
  func sources() throws {
    let ledgersh = try LedgershProcess()
    let config = ledgersh.home.appendingPathComponent("config/ledgersh")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "set format csv\nset pager off\n".write(
      to: config.appendingPathComponent("init.lsh"), atomically: true, encoding: .utf8)
    let result = try ledgersh.run(
      ["--width", "90", "-c", "set pager on", "-c", "settings --format tsv"],
      extraEnvironment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("format\tcsv\tinit file\t"))
    #expect(result.stdout.contains("width\t90\toption\t"))
    #expect(result.stdout.contains("pager\ton\tset\t"))
    #expect(result.stdout.contains("color\toff\tenvironment\tNO_COLOR"))
    let fresh = try ledgersh.run(["--no-init", "-c", "settings --format tsv"])
    #expect(fresh.stdout.contains("format\ttext\tdefault\t"))
  }
}
