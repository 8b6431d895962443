import TerminalImages

/// Why an attachment's picture cannot be drawn.
public enum AttachmentPictureError: Error, Sendable, Equatable {
  /// The stored file is gone.
  case missingFile(String)
  /// The file is a PDF and no renderer (poppler's pdftoppm) is on PATH.
  case noPDFRenderer
  /// pdftoppm ran and failed.
  case pdfRendererFailed(String)
  /// The file's data is not a picture the decoders read.
  case undecodable(ImageDecodingError)

  /// What to tell the user about `attachment`.
  public func message(_ name: String, id: String) -> (message: String, hint: String?) {
    switch self {
    case .missingFile(let path):
      return (
        "the file of attachment \(id) is missing from the ledger (\(path))",
        "attach it again, or import a ledger export that carries it"
      )
    case .noPDFRenderer:
      return (
        "cannot draw '\(name)' (\(id)): showing a PDF's first page needs pdftoppm",
        "install poppler-utils, or use 'attachment open \(id)'"
      )
    case .pdfRendererFailed(let reason):
      return ("cannot draw '\(name)' (\(id)): pdftoppm failed: \(reason)", nil)
    case .undecodable(.unknownFormat):
      return (
        "cannot draw '\(name)' (\(id)): \(ImageDecodingError.unknownFormat)",
        "ledgersh draws PNG, JPEG, WebP and HEIC pictures; see this one with 'attachment open \(id)'"
      )
    case .undecodable(let error):
      if case .tooLarge = error {
        return (
          "cannot draw '\(name)' (\(id)): \(error)",
          "see it with 'attachment open \(id)', or attach a smaller copy"
        )
      }
      return (
        "cannot draw '\(name)' (\(id)): \(error)",
        "attach a good copy of the file again ('attach FILE --to …')"
      )
    }
  }
}
