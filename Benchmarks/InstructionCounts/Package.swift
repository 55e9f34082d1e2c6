// swift-tools-version: 6.1
// Instruction counts under valgrind --tool=callgrind: ./count.sh [N]. A package of its own,
// next to the benchmarks, whose plugin would run any executable target as a benchmark.
import PackageDescription

let package = Package(
    name: "InstructionCounts",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "PerseusDarkMode", path: "../.."),
        .package(name: "PerseusDarkModeBenchmarks", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                .product(name: "BenchmarkSupport", package: "PerseusDarkModeBenchmarks"),
                .product(name: "ColorScience", package: "PerseusDarkMode"),
                .product(name: "AdaptedSystemUI", package: "PerseusDarkMode"),
                .product(name: "ContrastAudit", package: "PerseusDarkMode"),
            ]
        ),
    ]
)
