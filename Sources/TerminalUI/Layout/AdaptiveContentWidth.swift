/// Content capped at the layout's content or form width: centered on a terminal, left-aligned
/// when piped so tools downstream see no leading spaces.
public struct AdaptiveContentWidth: Renderable {
  /// Which cap applies.
  public enum Kind: Sendable, Hashable {
    /// Detail views and lists: `layout.content-width`.
    case content
    /// Forms and prompts: `layout.form-width`.
    case form
  }

  /// What is drawn.
  public var content: any Renderable
  /// Which cap applies.
  public var kind: Kind

  /// Wraps `content` in the cap of `kind`.
  public init(_ content: any Renderable, kind: Kind = .content) {
    self.content = content
    self.kind = kind
  }

  /// Returns the width content gets in `context`.
  public func contentWidth(in context: RenderContext) -> Int {
    let cap = kind == .content ? context.layout.contentWidth : context.layout.formWidth
    return min(context.width, cap)
  }

  public func measure(in context: RenderContext) -> Measurement {
    let inner = content.measure(in: context)
    let cap = kind == .content ? context.layout.contentWidth : context.layout.formWidth
    return Measurement(
      minimum: inner.minimum, maximum: min(inner.maximum, cap), ideal: min(inner.ideal, cap),
      number: inner.number)
  }

  public func render(in context: RenderContext) -> [String] {
    let width = contentWidth(in: context)
    let lines = content.render(in: context.withWidth(width))
    let margin = context.isTerminal ? (context.width - width) / 2 : 0
    guard margin > 0 else { return lines }
    let indent = Repeated.spaces(margin)
    return lines.map { $0.isEmpty ? $0 : indent + $0 }
  }
}
