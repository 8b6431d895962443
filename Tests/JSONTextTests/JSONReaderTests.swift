import JSONText
import Testing

/// JSON read into a plain tree, to check what every reader gets.
enum Tree: Equatable {
  case null, bool(Bool), number(String, whole: Bool), string(String), array([Tree])
  case object([Pair])

  struct Pair: Equatable {
    var key: String
    var value: Tree
  }
}

enum TreeBuilder: JSONBuilder {
  static var null: Tree { .null }
  static func bool(_ flag: Bool) -> Tree { .bool(flag) }
  static func number(_ text: String, isWhole: Bool) -> Tree { .number(text, whole: isWhole) }
  static func string(_ text: String) -> Tree { .string(text) }
  static func array(_ elements: [Tree]) -> Tree { .array(elements) }
  static func member(_ key: String, _ value: Tree) -> Tree.Pair {
    Tree.Pair(key: key, value: value)
  }
  static func key(of member: Tree.Pair) -> String { member.key }
  static func object(_ members: [Tree.Pair]) -> Tree { .object(members) }
}

@Suite("JSON reader")
struct JSONReaderTests {
  func read(_ text: String) throws(JSONSyntaxError) -> Tree {
    try JSONReader<TreeBuilder>.read(Array(text.utf8))
  }

  @Test("objects keep their key order; a repeated key keeps its place and its last value")
  func keyOrder() throws {
    #expect(
      try read(#" {"b":1, "a":[true,false,null], "b":"two"} "#)
        == .object([
          Tree.Pair(key: "b", value: .string("two")),
          Tree.Pair(key: "a", value: .array([.bool(true), .bool(false), .null])),
        ]))
  }

  @Test("numbers keep their text, and say whether they are whole")
  func numbers() throws {
    #expect(
      try read("[0,-12,3.25,1E3,-1.5e-3,99999999999999999999]")
        == .array([
          .number("0", whole: true), .number("-12", whole: true),
          .number("3.25", whole: false), .number("1E3", whole: false),
          .number("-1.5e-3", whole: false), .number("99999999999999999999", whole: true),
        ]))
  }

  @Test("strings decode escapes and surrogate pairs, and keep other text as it is")
  func strings() throws {
    #expect(
      try read(#"["a\"b\\n\/\b\f\n\r\t\u00e9\ud83d\ude00", "家具 🙂"]"#)
        == .array([.string("a\"b\\n/\u{8}\u{c}\n\r\t\u{e9}😀"), .string("家具 🙂")]))
  }

  @Test(
    "broken JSON is refused with what is wrong and the byte where",
    arguments: [
      (#"{"a" 1}"#, "expected ':'", 5),
      ("", "unexpected end of input", 0),
      ("[1,2", "unexpected end of input", 4),
      ("[1 2]", "expected ',' or ']'", 3),
      (#"{"a":1 "b":2}"#, "expected ',' or '}'", 7),
      ("{1:2}", "expected a key in quotes", 1),
      ("nul", "invalid literal", 3),
      ("-", "invalid number", 1),
      ("1.", "invalid number", 2),
      ("1e+", "invalid number", 3),
      ("1 2", "unexpected text after the value", 2),
      (#"{"a":1}{"#, "unexpected text after the value", 7),
      ("\"tab\there\"", "control character in a string", 4),
      (#""\q""#, "invalid escape", 3),
      (#""\u12g4""#, "invalid \\u escape", 5),
      (#""\ud800""#, "unpaired surrogate", 7),
      (#""\ud800\u0041""#, "unpaired surrogate", 13),
      (#""\udc00""#, "invalid \\u escape", 7),
      (#""open"#, "unterminated string", 5),
      ("@", "unexpected character", 0),
    ])
  func refusesBrokenJSON(text: String, message: String, offset: Int) {
    #expect(throws: JSONSyntaxError(message: message, offset: offset)) { try read(text) }
  }

  @Test("nesting deeper than the limit is refused rather than exhausting the stack")
  func depth() throws {
    let limit = JSONReader<TreeBuilder>.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try read(deepest) }
    let tooDeep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONSyntaxError(message: "nested too deeply", offset: limit)) {
      try read(tooDeep)
    }
  }
}
