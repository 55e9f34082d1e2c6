@testable import AuditInputs
@testable import ContrastAudit
import Foundation
import Testing

/// JSON Pointers against RFC 6901's own examples (section 5) and its rules for array indices.
@Suite struct JSONPointerTests {
    static let document = #"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#

    @Test func theRFCsExamples() throws {
        let root = try JSONParser.parse(Array(Self.document.utf8))
        func value(_ pointer: String) -> JSONValue? { JSONPointer.tokens(pointer).flatMap { JSONPointer.value(at: $0, in: root) } }
        #expect(value("")?.object?.count == 10)
        #expect(value("/foo")?.array?.map(\.string) == ["bar", "baz"])
        #expect(value("/foo/0")?.string == "bar")
        let expected: [(String, Int)] = [
            ("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4), (#"/i\j"#, 5), (#"/k"l"#, 6), ("/ ", 7), ("/m~0n", 8),
        ]
        for (pointer, number) in expected {
            #expect(value(pointer)?.number == Double(number), "\(pointer)")
        }
    }

    @Test func indicesAndMalformedPointers() throws {
        let root = try JSONParser.parse(Array(Self.document.utf8))
        #expect(JSONPointer.tokens("foo") == nil, "a pointer starts with '/'")
        #expect(JSONPointer.tokens("/~01") == ["~1"], "~1 is unescaped before ~0")
        #expect(JSONPointer.value(at: ["foo", "1"], in: root)?.string == "baz")
        for index in ["01", "2", "-", "-1", "+1", "1e0", ""] {
            #expect(JSONPointer.value(at: ["foo", index], in: root) == nil, "\(index)")
        }
        #expect(JSONPointer.value(at: ["nothing"], in: root) == nil)
        #expect(JSONPointer.escape("a/b~c") == "a~1b~0c")
    }
}

@Suite struct ReferenceDetectionTests {
    /// Expansion is skipped for a document that writes no `$ref` or `$extends`: the check must
    /// find one at any depth, in arrays too, and the result must equal the full expansion.
    @Test func aReferenceIsFoundAtAnyDepth() throws {
        let with = [
            ##"{"$ref": "#/a"}"##,
            ##"{"a": {"b": [1, {"c": {"$ref": "#/x"}}]}}"##,
            #"[[[{"$extends": "{g}"}]]]"#,
        ]
        for text in with {
            #expect(JSONReferences.writesReferences(try JSONParser.parse(Array(text.utf8))), "\(text)")
        }
        let without = [##"{"a": {"ref": "#/a", "$value": "$ref"}}"##, #"["$ref", {"b": "$extends"}]"#, "1", "{}"]
        for text in without {
            let value = try JSONParser.parse(Array(text.utf8))
            #expect(!JSONReferences.writesReferences(value), "\(text)")
            var expander = JSONReferences.Expander(documents: [:], confinement: InputConfinement(folderOf: "x.json"))
            let expanded = try expander.expand(JSONNode(value, file: "x.json"))
            let returned = try JSONReferences.expand(value, file: "x.json", confinement: InputConfinement(folderOf: "x.json"))
            #expect(sameValue(expanded, returned) && sameValue(returned, value), "\(text)")
        }
    }

    /// The telltale-key search that recognises formats before parsing.
    @Test func theByteSearchFindsAKeyAnywhereAndOnlyWhole() {
        let data = Data(#"{"schemes": 1, "modes": [] }"#.utf8)
        #expect(JSONDocument.contains("\"schemes\"", in: data))
        #expect(JSONDocument.contains("\"modes\"", in: data))
        #expect(JSONDocument.contains("}", in: data), "the last byte")
        #expect(!JSONDocument.contains("\"mode\"", in: data))
        #expect(!JSONDocument.contains("\"schemes\"", in: Data("\"scheme".utf8)), "longer than the data")
        #expect(!JSONDocument.contains("a", in: Data()))
        #expect(JSONDocument.contains("ssa", in: Data("sssa".utf8)), "a partial match before the whole one")
    }
}
