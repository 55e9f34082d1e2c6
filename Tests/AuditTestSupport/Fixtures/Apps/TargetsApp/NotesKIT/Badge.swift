import SwiftUI

public struct Badge: View {
    public var body: some View {
        Text("New")
            .foregroundStyle(Color("Muted"))
            .background(Color("Paper"))
    }
}
