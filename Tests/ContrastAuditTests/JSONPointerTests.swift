import Foundation
import Testing
@testable import ContrastAudit

/// JSON Pointers against RFC 6901's own examples (section 5) and its rules for array indices.
@Suite struct JSONPointerTests {
    static let document = #"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#

    @Test func theRFCsExamples() throws {
        let root = try JSONSerialization.jsonObject(with: Data(Self.document.utf8))
        func value(_ pointer: String) -> Any? { JSONPointer.tokens(pointer).flatMap { JSONPointer.value(at: $0, in: root) } }
        #expect((value("") as? [String: Any])?.count == 10)
        #expect(value("/foo") as? [String] == ["bar", "baz"])
        #expect(value("/foo/0") as? String == "bar")
        let expected: [(String, Int)] = [
            ("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4), (#"/i\j"#, 5), (#"/k"l"#, 6), ("/ ", 7), ("/m~0n", 8),
        ]
        for (pointer, number) in expected {
            #expect(value(pointer) as? Int == number, "\(pointer)")
        }
    }

    @Test func indicesAndMalformedPointers() throws {
        let root = try JSONSerialization.jsonObject(with: Data(Self.document.utf8))
        #expect(JSONPointer.tokens("foo") == nil, "a pointer starts with '/'")
        #expect(JSONPointer.tokens("/~01") == ["~1"], "~1 is unescaped before ~0")
        #expect(JSONPointer.value(at: ["foo", "1"], in: root) as? String == "baz")
        for index in ["01", "2", "-", "-1", "+1", "1e0", ""] {
            #expect(JSONPointer.value(at: ["foo", index], in: root) == nil, "\(index)")
        }
        #expect(JSONPointer.value(at: ["nothing"], in: root) == nil)
        #expect(JSONPointer.escape("a/b~c") == "a~1b~0c")
    }
}
