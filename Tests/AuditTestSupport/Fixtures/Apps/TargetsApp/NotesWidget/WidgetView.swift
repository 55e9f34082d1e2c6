import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("Widget")
            .foregroundColor(Color("Glow"))
            .background(Color("Ink"))
    }
}
