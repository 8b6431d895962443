// Times drawing a picture file, for scripts/bench-images.sh:
// `bench-images FILE [COLUMNS] [ROWS] [REPEATS] [PROTOCOL]` reads, decodes and draws FILE
// REPEATS times in COLUMNS×ROWS cells (ROWS 0: no limit) as PROTOCOL (default symbols) and
// prints the median in milliseconds; BENCH_SHOW=1 writes the last drawing to stderr, and
// BENCH_CPU=1 the median CPU time (all threads) of decoding and of drawing.
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
var decodeCPU: [Double] = []
var drawCPU: [Double] = []
var last = ""

/// The CPU time of the process, all threads, in milliseconds.
func cpuMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}
for _ in 0..<repeats {
  let start = DispatchTime.now().uptimeNanoseconds
  guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    exit(1)
  }
  do {
    let box = renderer.decodingBox(columns: columns, rows: rows)
    let started = cpuMilliseconds()
    let image = try ImageDecoder.decode(bytes, box: box)
    let decoded = cpuMilliseconds()
    last = renderer.render(image, columns: columns, rows: rows).text
    decodeCPU.append(decoded - started)
    drawCPU.append(cpuMilliseconds() - decoded)
  } catch {
    FileHandle.standardError.write(Data("cannot draw \(path): \(error)\n".utf8))
    exit(1)
  }
  times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
}
times.sort()
decodeCPU.sort()
drawCPU.sort()
print(String(format: "%.1f", times[times.count / 2]))
if ProcessInfo.processInfo.environment["BENCH_CPU"] != nil {
  let middle = times.count / 2
  FileHandle.standardError.write(
    Data(
      String(
        format: "cpu ms: decode %.1f, draw %.1f\n", decodeCPU[middle], drawCPU[middle]
      ).utf8))
}
if ProcessInfo.processInfo.environment["BENCH_SHOW"] != nil {
  FileHandle.standardError.write(Data(last.utf8))
}
