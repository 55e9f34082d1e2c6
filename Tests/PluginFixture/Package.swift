// swift-tools-version: 6.1
// A package that uses the contrast-audit command plugin: .ci/run runs
// `swift package --package-path Tests/PluginFixture contrast-audit` on it.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // Built on Apple platforms only (SwiftUI); the plugin reads it, it never builds it.
        .target(name: "Notes", exclude: ["Assets.xcassets"]),
    ]
)
