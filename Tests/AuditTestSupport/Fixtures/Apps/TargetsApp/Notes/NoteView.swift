import SwiftUI

struct NoteView: View {
    var body: some View {
        Text("Title")
            .foregroundColor(Color("Ink"))
            .background(Color("Paper"))
    }
}
