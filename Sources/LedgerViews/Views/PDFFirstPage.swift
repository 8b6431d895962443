import Foundation

/// A PDF's first page as PNG bytes, from poppler's pdftoppm when it is on PATH, and the
/// page count, from pdfinfo or the file itself.
public enum PDFFirstPage {
  /// The path of `program` on the environment's PATH, if it is there.
  static func locate(_ program: String, environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(program)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Renders the first page of the PDF at `path` to fit `box` pixels, as PNG bytes.
  static func render(
    path: String, box: (width: Int, height: Int), environment: [String: String]
  ) throws(AttachmentPictureError) -> [UInt8] {
    guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path) }
    guard let program = locate("pdftoppm", environment: environment) else {
      throw .noPDFRenderer
    }
    let scale = max(64, min(max(box.width, min(box.height, 4096)), 4096))
    let output = run(
      program, ["-png", "-f", "1", "-l", "1", "-singlefile", "-scale-to", "\(scale)", path])
    guard let output, output.status == 0, !output.stdout.isEmpty else {
      throw .pdfRendererFailed(
        output.map { $0.stderr.isEmpty ? "exit status \($0.status)" : $0.stderr }
          ?? "it could not start")
    }
    return output.stdout
  }

  /// The number of pages of the PDF at `path`: pdfinfo's answer, else the page objects
  /// counted in the file; nil when neither tells.
  public static func pageCount(path: String, environment: [String: String]) -> Int? {
    if let program = locate("pdfinfo", environment: environment),
      let output = run(program, [path]), output.status == 0
    {
      let text = String(decoding: output.stdout, as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("Pages:") {
        if let count = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) {
          return count
        }
      }
    }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let pattern = try? NSRegularExpression(pattern: "/Type\\s*/Page(?![a-zA-Z])") else {
      return nil
    }
    let count = pattern.numberOfMatches(
      in: text, range: NSRange(text.startIndex..., in: text))
    return count > 0 ? count : nil
  }

  /// Runs `program` with `arguments`, no shell, and collects what it writes.
  static func run(
    _ program: String, _ arguments: [String]
  ) -> (status: Int32, stdout: [UInt8], stderr: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message =
      String(decoding: stderr, as: UTF8.self)
      .split(separator: "\n").first.map(String.init) ?? ""
    return (process.terminationStatus, Array(stdout), message)
  }
}
