// Times drawing a picture file, for scripts/bench-images.sh:
// `bench-images FILE [COLUMNS] [ROWS] [REPEATS] [PROTOCOL]` reads, decodes and draws FILE
// REPEATS times in COLUMNS×ROWS cells (ROWS 0: no limit) as PROTOCOL (default symbols) and
// prints the median in milliseconds; BENCH_SHOW=1 writes the last drawing to stderr.
import Foundation
import TerminalImages

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(
    Data("usage: bench-images FILE [COLUMNS] [ROWS] [REPEATS] [PROTOCOL]\n".utf8))
  exit(2)
}
let path = arguments[1]
let columns = arguments.count > 2 ? Int(arguments[2]) ?? 120 : 120
let rows = arguments.count > 3 ? Int(arguments[3]).flatMap { $0 > 0 ? $0 : nil } : nil
let repeats = arguments.count > 4 ? max(1, Int(arguments[4]) ?? 5) : 5
let chosen = arguments.count > 5 ? ImageProtocol(rawValue: arguments[5]) ?? .symbols : .symbols
let renderer = ImageRenderer(imageProtocol: chosen, colors: .trueColor)
var times: [Double] = []
var last = ""
for _ in 0..<repeats {
  let start = DispatchTime.now().uptimeNanoseconds
  guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(1)
  }
  do {
    let box = renderer.decodingBox(columns: columns, rows: rows)
    let image = try ImageDecoder.decode(bytes, box: box)
    last = renderer.render(image, columns: columns, rows: rows).text
  } catch {
    FileHandle.standardError.write(Data("cannot draw \(path): \(error)\n".utf8))
    exit(1)
  }
  times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}
times.sort()
print(String(format: "%.1f", times[times.count / 2]))
if ProcessInfo.processInfo.environment["BENCH_SHOW"] != nil {
  FileHandle.standardError.write(Data(last.utf8))
}
