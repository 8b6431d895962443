/// Integer division rounding toward negative infinity.
package func floorDivide(_ lhs: Int64, _ rhs: Int64) -> Int64 {
  let quotient = lhs / rhs
  return (lhs % rhs != 0 && (lhs < 0) != (rhs < 0)) ? quotient - 1 : quotient
}

/// The number written in decimal with at least `width` digits, zero-padded.
package func pad(_ value: Int64, _ width: Int) -> String {
  let digits = String(value)
  return digits.count >= width
    ? digits : String(repeating: "0", count: width - digits.count) + digits
}
