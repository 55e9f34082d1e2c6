import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document as a tree of elements with their attributes, text and lines, for every
/// reader of XML in the package: Interface Builder files write a view's colors after its
/// subviews, and Android resources write values as element text, so readers need the tree.
package final class XMLElementNode {
    package let name: String
    package let attributes: [String: String]
    package let line: Int
    package private(set) var children: [XMLElementNode] = []
    package private(set) weak var parent: XMLElementNode?
    /// The element's own text (character data directly inside it, not its children's).
    package private(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    package func append(_ child: XMLElementNode) {
        child.parent = self
        children.append(child)
    }

    package func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Calls `body` on this element and every element below it, in document order.
    package func forEach(_ body: (XMLElementNode) -> Void) {
        var stack = [self]
        while let element = stack.popLast() {
            body(element)
            stack += element.children.reversed()
        }
    }

    package func child(named name: String, key: String) -> XMLElementNode? {
        children.first { $0.name == name && $0.attributes["key"] == key }
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The line of the first processing instruction with a target and no data (`<?name?>`),
    /// or `nil`: libxml2 hands such an instruction's data to Foundation as a null pointer,
    /// which Foundation's parser on Linux reads as a C string, and the process crashes. (The
    /// scan does not tell comments and CDATA apart; an instruction written inside one is
    /// refused too, a rare file that the error names.)
    static func emptyProcessingInstruction(in data: Data) -> Int? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var line = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") { line += 1 }
                if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
                    var end = index + 2
                    while end < bytes.count, !Self.endsPITarget(bytes[end]) { end += 1 }
                    if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                        return line
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// A byte that ends a processing instruction's target: white space, `?`, `>`, `<`.
    private static func endsPITarget(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "<")
    }

    /// Parses XML data. Documents deeper than `maximumDepth` or with more than
    /// `maximumElements` elements are refused.
    package static func parse(_ data: Data, maximumDepth: Int = 256, maximumElements: Int = 2_000_000) throws(XMLTreeError) -> XMLElementNode {
        // Foundation's parser on Linux traps on a name that is not valid UTF-8; the files read
        // here (Android resources, Interface Builder) are UTF-8, so anything else is refused first.
        if String(validating: data, as: UTF8.self) == nil {
            var line = 1
            var decoder = UTF8()
            var iterator = data.makeIterator()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    if scalar == "\n" { line += 1 }
                case .emptyInput: break loop
                case .error: break loop
                }
            }
            throw XMLTreeError(line: line, message: "not valid UTF-8 (only UTF-8 XML is read)")
        }
        if let line = emptyProcessingInstruction(in: data) {
            throw XMLTreeError(
                line: line,
                message: "a processing instruction without data (<?name?>), which Foundation's XML parser on Linux cannot read (it crashes); remove it or give it data")
        }
        let delegate = Builder(maximumDepth: maximumDepth, maximumElements: maximumElements)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        delegate.parser = parser
        let parsed = parser.parse()
        if let limit = delegate.limitError { throw limit }
        if parsed, let open = delegate.stack.last {
            throw XMLTreeError(line: parser.lineNumber, message: "the file ends inside <\(open.name)> (line \(open.line))")
        }
        guard parsed, let root = delegate.root else {
            let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not well-formed XML"
            throw XMLTreeError(line: parser.lineNumber, message: error)
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let maximumDepth: Int
        let maximumElements: Int
        weak var parser: XMLParser?
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []
        var count = 0
        var limitError: XMLTreeError?

        init(maximumDepth: Int, maximumElements: Int) {
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            count += 1
            if stack.count >= maximumDepth || count > maximumElements {
                limitError = XMLTreeError(
                    line: parser.lineNumber,
                    message: stack.count >= maximumDepth ? "elements nested deeper than \(maximumDepth)" : "more than \(maximumElements) elements")
                parser.abortParsing()
                return
            }
            let node = XMLElementNode(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let top = stack.last { top.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if !stack.isEmpty { stack.removeLast() }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}

/// Why an XML file could not be read, and where.
package struct XMLTreeError: Error, CustomStringConvertible {
    package let line: Int
    package let message: String
    package var description: String { "line \(line): \(message)" }
}
