// libFuzzer target: the plugin host against a misbehaving peer.
//
// Each input is what a plugin writes to the host, whole: a real child process (a shell
// script that copies the input to its stdout and exits, or then waits) answers the host's
// `hello` and `describe` with it. Properties: nothing crashes; the host either gets the
// plugin's commands or fails with an error that names the plugin; it never waits past its
// deadline (libFuzzer's -timeout catches a hang), and the child is gone afterwards.
import CFuzzDriver
import Foundation
import LedgerShell
import PluginHost

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("ledgersh-fuzz-peer-\(getpid())").path
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
let reply = scratch + "/reply"
let peer = scratch + "/ledgersh-peer"
// The first byte of an input chooses whether the peer then stays, silent, until stopped.
let script = """
  #!/bin/sh
  cat "\(reply)"
  [ -n "$PEER_STAYS" ] && exec sleep 30
  exit 0
  """
guard FileManager.default.createFile(atPath: peer, contents: Data(script.utf8)),
  chmod(peer, 0o755) == 0
else { ledgersh_fuzz_fail("cannot write the peer's script in \(scratch)") }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard size > 0, size <= 65_536 else { return 0 }
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let stays = bytes[bytes.startIndex] & 1 == 1
  guard FileManager.default.createFile(atPath: reply, contents: bytes.dropFirst()) else {
    ledgersh_fuzz_fail("cannot write the peer's reply")
  }
  let connection = PluginConnection(
    name: "peer", path: peer, hostVersion: "fuzz",
    environment: ["PATH": "/usr/bin:/bin"].merging(stays ? ["PEER_STAYS": "1"] : [:]) { $1 })
  do {
    _ = try connection.describe(timeout: 0.2)
  } catch {
    if !error.message.contains("'peer'") {
      ledgersh_fuzz_fail(
        "a failure does not name the plugin: \(error.message) for \(bytes.debugDescription)")
    }
  }
  connection.stop()
  if connection.isRunning { ledgersh_fuzz_fail("the peer outlived stop()") }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
