import FilePaths
import Testing

@Suite("Folder of a path")
struct PathTextTests {
  @Test(
    "gives the folder as NSString would, and never traps",
    arguments: [
      ("a/b", "a"), ("/a", "/"), ("a", ""), ("x", ""), (".", ""), ("a/", ""), ("a/b/", "a"),
      ("/", "/"), ("", ""), ("a/b/c", "a/b"), ("//a", "/"), ("a//b", "a"), ("é", ""),
      ("dossier/é", "dossier"), ("/tmp/ledger.db", "/tmp"),
    ])
  func folder(path: String, expected: String) {
    #expect(PathText.folder(of: path) == expected)
  }
}
