/// A renderable whose every line is exactly as wide as the context it is drawn in, such as a
/// bordered card, so layouts need not measure its lines again.
protocol WidthFilling {}
