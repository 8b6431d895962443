/// Whether an attached file's bytes hold what its extension says: the one check `attach`
/// and `import` both make, so a text file named `sofa.png` (or an archive's
/// `<sha>.desktop` called an image) is never kept as a picture.
public enum AttachmentContent {
  /// How many leading bytes the check reads: a PDF's `%PDF-` may follow up to 1 KiB of
  /// junk.
  public static let headLength = 1024

  /// A picture format, told by a file's first bytes.
  public enum Picture: Sendable, CaseIterable {
    case png, jpeg, webp, heif

    /// "a PNG" and "png": the format as a sentence names it, and the extension it takes.
    public var described: (article: String, fileExtension: String) {
      switch self {
      case .png: return ("a PNG", "png")
      case .jpeg: return ("a JPEG", "jpg")
      case .webp: return ("a WebP", "webp")
      case .heif: return ("an HEIC", "heic")
      }
    }
  }

  /// The ISO base media brands of HEIF pictures (HEIC from phones, and generic ones).
  static let heifBrands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

  /// The picture format whose signature `head` starts with, or nil.
  public static func picture(_ head: [UInt8]) -> Picture? {
    let start = Array(head.prefix(12))
    if start.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if start.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if start.count == 12, start.starts(with: Array("RIFF".utf8)),
      Array(start[8..<12]) == Array("WEBP".utf8)
    {
      return .webp
    }
    if start.count == 12, Array(start[4..<8]) == Array("ftyp".utf8),
      heifBrands.contains(String(decoding: start[8..<12], as: UTF8.self))
    {
      return .heif
    }
    return nil
  }

  /// What is wrong with a file whose extension is `fileExtension` and whose bytes start
  /// with `head` (at least `headLength` of them when there are that many), and a hint;
  /// nil when its content matches its extension, or the extension is not one ledgersh
  /// attaches (the caller names that).
  public static func problem(fileExtension: String, head: [UInt8]) -> (String, String)? {
    guard let kind = AttachmentKind(fileExtension: fileExtension) else { return nil }
    if head.isEmpty {
      return ("the file is empty", "attach the picture or PDF itself, once it is saved")
    }
    let picture = picture(head)
    let isPDF = isPDF(head)
    switch kind {
    case .image:
      // A PNG saved as .jpg is still a picture the viewer draws: only non-pictures fail.
      if picture != nil { return nil }
      if isPDF {
        return ("it is a PDF document, not a picture", "rename it to end in .pdf, then attach it")
      }
      return (
        isText(head)
          ? "it is text, not a picture" : "it is not a PNG, JPEG, HEIC or WebP picture",
        "attach the picture itself, saved as PNG, JPEG, HEIC or WebP"
      )
    case .pdf:
      if isPDF { return nil }
      if let picture {
        let (article, ending) = picture.described
        return (
          "it is \(article) picture, not a PDF", "rename it to end in .\(ending), then attach it"
        )
      }
      return (
        isText(head) ? "it is text, not a PDF document" : "it is not a PDF document",
        "save it as a PDF, then attach it"
      )
    }
  }

  /// Whether `head` reads as text: UTF-8 (a character cut at the end aside) with no NUL
  /// and no control character but tab and line breaks.
  public static func isText(_ head: [UInt8]) -> Bool {
    var bytes = head[...]
    // A multi-byte character the head cuts short is not a reason to call it binary.
    for _ in 0..<3 where !bytes.isEmpty && String(validating: bytes, as: UTF8.self) == nil {
      bytes = bytes.dropLast()
    }
    guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else {
      return false
    }
    return !text.unicodeScalars.contains {
      $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" || $0.value == 0x7F
    }
  }

  /// Whether `head` holds `%PDF-`, as PDF readers look for it: within the first 1 KiB.
  public static func isPDF(_ head: [UInt8]) -> Bool {
    head.prefix(headLength).firstRange(of: Array("%PDF-".utf8)) != nil
  }
}
