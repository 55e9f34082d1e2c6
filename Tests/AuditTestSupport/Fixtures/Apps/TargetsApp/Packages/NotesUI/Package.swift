// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "NotesUI", targets: [.target(name: "NotesUI")])
