#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An environment as C's NULL-terminated array of `NAME=value` strings, for chafa.
struct CEnvironment {
  let entries: [String]

  init(_ variables: [String: String]) {
    entries = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// Calls `body` with the array, valid only during the call.
  func withPointer<Result>(
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Result
  ) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
      body(buffer.baseAddress)
    }
  }
}
