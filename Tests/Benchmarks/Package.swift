// swift-tools-version:6.0
// The benchmarks' programs, a package of their own (as swift-nio keeps its benchmarks), so
// that `swift build` and `make test` of ledgersh never compile them. The scripts build them:
// `swift build -c release --package-path Tests/Benchmarks --product bench-store`.
import PackageDescription

let ledgersh: (String) -> Target.Dependency = { .product(name: $0, package: "ledgersh") }

let package = Package(
  name: "ledgersh-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "ledgersh", path: "../..")],
  targets: [
    // Renders cards and tables into memory for scripts/bench-terminalui.sh.
    .executableTarget(name: "bench-terminalui", dependencies: [ledgersh("TerminalUI")]),
    // Builds the demo ledger scripts/bench-plugins.sh times commands against.
    .executableTarget(
      name: "bench-plugins",
      dependencies: [
        ledgersh("LedgerStoreSQLite"), ledgersh("LedgerStore"), ledgersh("LedgerData"),
      ]
    ),
    // The pass-through plugin in Swift that scripts/bench-plugins.sh times.
    .executableTarget(name: "bench-plugin-swift", dependencies: [ledgersh("LedgerPluginKit")]),
    // Decodes and draws a picture for scripts/bench-images.sh.
    .executableTarget(name: "bench-images", dependencies: [ledgersh("TerminalImages")]),
    // The store's most used queries on a demo ledger, for scripts/bench-store.sh.
    .executableTarget(
      name: "bench-store",
      dependencies: [
        ledgersh("LedgerStoreSQLite"), ledgersh("LedgerStore"), ledgersh("LedgerData"),
        ledgersh("LedgerCore"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
