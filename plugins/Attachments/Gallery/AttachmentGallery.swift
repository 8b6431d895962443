import FilePaths
import Foundation
import LedgerCore
import LedgerShell
import LedgerViews
import TerminalImages
import TerminalUI

/// The full-screen gallery of `attachments item I --view` (FR-1.11): one attachment at a
/// time on the alternate screen; ←/→ (or n/p) move, s saves, q or Esc go back to the
/// prompt with the shell's screen as it was, Ctrl-Z stops ledgersh until `fg`.
final class AttachmentGallery {
  private let attachments: [Attachment]
  private let context: CommandContext
  private let renderer: ImageRenderer
  private let paths: [String?]
  private let prefetcher: GalleryPrefetcher
  private var index = 0
  private var status: String?

  /// Creates the gallery of `attachments`, which is not empty.
  init(_ attachments: [Attachment], context: CommandContext) {
    self.attachments = attachments
    self.context = context
    let environment = context.environment
    let color = context.style.color
    renderer = ImageRenderer(
      imageProtocol: color ? ImageProtocol.detect(environment: environment) : .symbols,
      colors: color ? ImageColors.detect(environment: environment) : .none,
      unicode: context.style.unicode, environment: environment)
    paths = attachments.map { try? AttachmentOwnerReference.path(of: $0, context: context) }
    let pictures = zip(attachments, paths).map { attachment, path in
      AttachmentPicture(attachment, path: path ?? "", environment: environment)
    }
    prefetcher = GalleryPrefetcher(pictures, renderer: renderer)
  }

  /// Shows the gallery until the user leaves it.
  func run() throws {
    guard context.interaction != nil, context.style.isTerminal,
      let keys = RawKeyReader()
    else {
      throw ShellError.usage(
        "--view shows the pictures full-screen, which needs a terminal",
        hint: "draw one with 'attachment view A --as symbols'")
    }
    let closing =
      ScreenControl.clearScreen
      + (renderer.imageProtocol == .kitty ? ScreenControl.deleteKittyImages : "")
      + ScreenControl.showCursor + ScreenControl.leaveAlternateScreen
    context.writeOutput(ScreenControl.enterAlternateScreen + ScreenControl.hideCursor)
    defer {
      keys.restore()
      context.writeOutput(closing)
    }
    // Should SIGTERM or SIGHUP end ledgersh meanwhile, the shell gets its screen back.
    let restoreMode = keys.restoreFromAnyThread
    try TerminationSignals.meanwhile(cleanUp: {
      restoreMode()
      closing.withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) }
    }) {
      try browse(keys)
    }
  }

  /// Takes keys until the user leaves the gallery.
  private func browse(_ keys: RawKeyReader) throws {
    draw()
    while let key = keys.next() {
      switch key {
      case .right, .character("n"), .character(" "):
        move(by: 1)
      case .left, .character("p"):
        move(by: -1)
      case .character("s"):
        save(keys)
      case .escape, .character("q"), .character("\u{03}"), .character("\u{04}"):
        return
      case .character("\u{1A}"):
        // Ctrl-Z: back to the shell's screen while stopped, the gallery again on `fg`.
        context.writeOutput(ScreenControl.showCursor + ScreenControl.leaveAlternateScreen)
        keys.suspend()
        context.writeOutput(ScreenControl.enterAlternateScreen + ScreenControl.hideCursor)
      case .resize:
        break  // drawn again below, at the new size
      default:
        status = "←/→ or n/p move, s saves, q or Esc goes back"
      }
      draw()
    }
  }

  private func move(by step: Int) {
    let target = index + step
    guard attachments.indices.contains(target) else {
      status = step > 0 ? "This is the last one." : "This is the first one."
      return
    }
    index = target
    status = nil
  }

  /// Asks where to save the shown attachment, on the bottom line, and saves it.
  private func save(_ keys: RawKeyReader) {
    let attachment = attachments[index]
    let height = TerminalFacts.height(environment: context.environment)
    keys.restore()
    context.writeOutput(
      ScreenControl.moveCursor(row: height, column: 1) + ScreenControl.clearLine
        + ScreenControl.showCursor)
    let savedName = AttachmentName.bare(attachment.originalName)
    let answer = context.interaction?.readLine(prompt: "Save as (Enter: \(savedName)): ")
    guard let answer else {
      finishAsking(keys, status: "Not saved.")
      return
    }
    let trimmed = answer.trimmingCharacters(in: .whitespaces)
    // A `~` the user types is their home folder; one in the stored name is only a
    // character of a name in the current folder (an archive's '~/.bash_login' was saved
    // over the user's own).
    let target = trimmed.isEmpty ? savedName : trimmed
    let path = trimmed.isEmpty ? "./" + savedName : PathText.expandingTilde(trimmed)
    // A file already there is replaced only when the user says so, here and now: the
    // viewer has no --force to point to.
    var isFolder: ObjCBool = false
    var replace = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
      context.writeOutput(
        ScreenControl.moveCursor(row: height, column: 1) + ScreenControl.clearLine)
      let yes = context.interaction?.readLine(prompt: "Replace \(target)? [y/N] ")
      guard let yes, ["y", "yes"].contains(yes.lowercased()) else {
        finishAsking(keys, status: "Not saved: \(target) is kept.")
        return
      }
      replace = true
    }
    do {
      try AttachmentSaveCommand.save(attachment, to: path, force: replace, context: context)
      finishAsking(keys, status: "Saved to \(target).")
    } catch let error as ShellError {
      // The reason first: the bottom line shows what fits of it.
      finishAsking(keys, status: "Not saved: \(error.message)")
    } catch {
      finishAsking(keys, status: "Not saved: \(error)")
    }
  }

  /// Back to the viewer's keys after a question on the bottom line, showing `status`.
  private func finishAsking(_ keys: RawKeyReader, status: String) {
    keys.enterRawMode()
    context.writeOutput(ScreenControl.hideCursor)
    self.status = status
  }

  /// Draws the current attachment, its caption and the keys.
  private func draw() {
    let environment = context.environment
    let width = TerminalFacts.width(environment: environment)
    let height = TerminalFacts.height(environment: environment)
    let attachment = attachments[index]
    let render = context.style.renderContext.withWidth(width)
    var screen = ScreenControl.clearScreen
    if renderer.imageProtocol == .kitty { screen += ScreenControl.deleteKittyImages }
    let path = paths[index] ?? ""
    let picture = AttachmentPicture(attachment, path: path, environment: environment)
    let key = GalleryPrefetcher.Key(index: index, columns: width, rows: max(1, height - 2))
    switch prefetcher.picture(key) {
    case .success(let drawn):
      screen += drawn.text
    case .failure(let error):
      let pages =
        attachment.kind == .pdf ? PDFFirstPage.pageCount(path: path, environment: environment) : nil
      let card = AttachmentCard(attachment, pageCount: pages).render(in: render)
      let why = error.message(attachment.originalName, id: "\(attachment.id)")
      let lines = card + TextWrapper.wrap(why.message, width: width)
      screen += lines.prefix(max(1, height - 2)).joined(separator: "\n")
    }
    let position = "\(index + 1)/\(attachments.count)"
    let caption = picture.caption(render).split(separator: "\n").first.map(String.init) ?? ""
    let captionLine = fitted("\(position)  \(caption)", width: width)
    // The keys in the longest form that fits, never cut off mid-list.
    let keys = [
      "←/→ n/p: move · s: save · q/Esc: back to the prompt", "n/p: move · s: save · q: back",
      "n/p · s · q",
    ]
    let keysLine = fitted(
      status ?? keys.first { DisplayWidth.of($0) <= width } ?? "q", width: width)
    screen += ScreenControl.moveCursor(row: height - 1, column: 1) + ScreenControl.clearLine
    screen += render.paint(captionLine, .bold)
    screen += ScreenControl.moveCursor(row: height, column: 1) + ScreenControl.clearLine
    screen += render.paint(keysLine, .dim)
    context.writeOutput(screen)
    prefetcher.prefetchNeighbours(of: key)
  }

  /// `text` on one line of `width` cells, ending in "…" when it is cut: a caption or a
  /// message cut at a word ("big.jpg · JPEG image ·", "… names a folder, which does not
  /// exist; attachment save") read as if it were whole (found by QA).
  private func fitted(_ text: String, width: Int) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return DisplayWidth.truncate(line, to: width, ellipsis: "…")
  }
}
