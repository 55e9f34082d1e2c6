import SwiftUI

public struct Row: View {
    public var body: some View {
        Text("Row")
            .foregroundColor(Color("Ink"))
            .background(Color("Card"))
    }
}
