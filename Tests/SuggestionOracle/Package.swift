// swift-tools-version: 6.1
// The suggestion search against an exhaustive search over all 2^24 8-bit sRGB colors, on
// seeded pairs: too slow for a debug test run, so a package of its own that CI runs in release
// (`swift run -c release --package-path Tests/SuggestionOracle`).
import PackageDescription

let package = Package(
    name: "SuggestionOracle",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "PerseusDarkMode", path: "../..")],
    targets: [
        .executableTarget(
            name: "SuggestionOracle",
            dependencies: [.product(name: "ColorScience", package: "PerseusDarkMode")]
        ),
    ]
)
