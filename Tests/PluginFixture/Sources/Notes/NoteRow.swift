import SwiftUI

struct NoteRow: View {
    let title: String

    var body: some View {
        Text(title)
            .foregroundStyle(Color("Ink"))
            .background(Color("Paper"))
    }
}
