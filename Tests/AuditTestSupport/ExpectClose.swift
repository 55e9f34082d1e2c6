import Testing

/// Records a failure that says what was expected, what was seen and by how much they differ.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let error = abs(actual - expected)
    #expect(
        error <= tolerance,
        "\(what()) expected \(expected) but saw \(actual) (error \(error), tolerance \(tolerance))",
        sourceLocation: sourceLocation)
}
