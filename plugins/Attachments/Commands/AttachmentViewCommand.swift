import LedgerCore
import LedgerShell
import LedgerViews
import TerminalImages
import TerminalUI

/// `attachment view A [--as auto|kitty|iterm|sixel|symbols]`: draws a picture in the
/// terminal, fitted to the width and the screen's height, with its caption.
enum AttachmentViewCommand {
  /// The `--as` choices.
  static let modes = ["auto"] + ImageProtocol.allCases.map(\.rawValue)

  static let spec = CommandSpec(
    "attachment view",
    summary: "Draw an attached picture in the terminal",
    discussion: """
      Fits the picture to the width (--width N, else the terminal's) and to the screen's \
      height (in a pipe, to half as many lines as the width has columns, at least 24), \
      with a caption of its name (★ on the primary one), kind, pixel size and size on \
      disk. --as auto (the \
      default) uses kitty's graphics, iTerm2's inline images or sixels when the terminal's \
      environment says it has them (TERM, TERM_PROGRAM, KITTY_WINDOW_ID, as chafa tells), \
      else coloured Unicode blocks; NO_COLOR, --no-color and TERM=dumb give blocks without \
      colour. When standard output is not a terminal and no --as is given, it prints the \
      attachment's card, never escape sequences. A PDF shows its first page when pdftoppm \
      (poppler-utils) is installed, else its card with the page count. A damaged picture, \
      one in a format it does not decode (it draws PNG, JPEG, WebP and HEIC), or one of \
      more than 100 megapixels (a JPEG counts the pixels it is decoded at) prints its card \
      and fails, saying why; the size is read from the picture's header, before any of it \
      is decoded. HEIC pictures need libheif, which ledgersh loads only when it first \
      decodes one; without it they fail that way too. On a colour terminal the cards of \
      'attachment list', 'items' and 'item show' draw the primary picture small instead of \
      its placeholder line.
      """,
    arguments: [AttachmentOwnerReference.attachmentArgument],
    options: [
      OptionSpec("as", "How to draw it (default: auto)", type: .choice(modes))
    ],
    examples: [
      CommandExample("attachment view #1", "Draw attachment 1 as well as the terminal can"),
      CommandExample("attachment view #1 --as symbols --width 40", "In 40 columns of blocks"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let attachment = try AttachmentOwnerReference.attachment(
      context.arguments.value("attachment") ?? "", context: context)
    let path = try AttachmentOwnerReference.path(of: attachment, context: context)
    let environment = context.environment
    let style = context.style
    let render = style.renderContext
    let picture = AttachmentPicture(attachment, path: path, environment: environment)
    let record = attachment.record()
    guard context.format == .text else { return CommandResult(data: .record(record)) }
    let mode = context.arguments.value("as")
    guard
      let renderer = renderer(
        mode: mode, style: style, environment: environment)
    else {
      return cardResult(attachment, path: path, record: record, environment: environment)
    }
    // On a terminal the picture and its caption fit the screen, with the prompt below; in
    // a pipe, a box about as tall as it is wide (a cell is twice as tall as it is wide),
    // so a tall picture does not run to hundreds of lines.
    let captionLines = picture.caption(render).split(separator: "\n").count
    let rows =
      style.isTerminal
      ? max(1, TerminalFacts.height(environment: environment) - captionLines - 2)
      : max(24, style.width / 2)
    let drawn: RenderedImage
    do {
      drawn = try picture.render(with: renderer, columns: style.width, rows: rows)
    } catch {
      if error == .noPDFRenderer {
        let text = error.message(attachment.originalName, id: "\(attachment.id)")
        context.notice(text.message + (text.hint.map { " (\($0))" } ?? ""))
        return cardResult(attachment, path: path, record: record, environment: environment)
      }
      // What the user can still see of the file, then why the picture is missing.
      let card = AttachmentCard(attachment).render(in: render).joined(separator: "\n")
      context.writeOutput(card + "\n")
      let text = error.message(attachment.originalName, id: "\(attachment.id)")
      throw ShellError.failure(text.message, hint: text.hint)
    }
    let caption = picture.caption(render)
    let body = drawn.text.hasSuffix("\n") ? drawn.text : drawn.text + "\n"
    return CommandResult(data: .record(record)) { _ in body + caption }
  }

  /// The renderer `--as` and the output ask for; nil means the card instead.
  static func renderer(
    mode: String?, style: OutputStyle, environment: [String: String]
  ) -> ImageRenderer? {
    let colors = style.color ? ImageColors.detect(environment: environment) : .none
    let chosen: ImageProtocol
    switch mode {
    case nil, "auto":
      // A pipe gets the card; a terminal without colour gets plain blocks.
      if mode == nil, !style.isTerminal { return nil }
      chosen = style.color ? ImageProtocol.detect(environment: environment) : .symbols
    default:
      chosen = ImageProtocol(rawValue: mode ?? "") ?? .symbols
    }
    return ImageRenderer(
      imageProtocol: chosen, colors: colors, unicode: style.unicode,
      environment: style.isTerminal ? environment : nil)
  }

  /// The attachment's card (with a PDF's page count) as the result.
  static func cardResult(
    _ attachment: Attachment, path: String, record: Record, environment: [String: String]
  ) -> CommandResult {
    let pages =
      attachment.kind == .pdf ? PDFFirstPage.pageCount(path: path, environment: environment) : nil
    let card = AttachmentCard(attachment, pageCount: pages)
    return CommandResult(data: .record(record)) { style in style.draw(card) }
  }
}
