// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/themepalette.h"

#include <QApplication>
#include <QStyle>

namespace nq {

QPalette ThemePalette::of(const Theme &theme)
{
    QPalette p = QApplication::style()->standardPalette();
    // Selections and the step's highlight in the theme's blue, with black or white text,
    // whichever reads better (at least 4.5:1; tst_contrast measures it).
    p.setColor(QPalette::Highlight, theme.consider);
    p.setColor(QPalette::HighlightedText, Theme::inkOn(theme.consider));
    if (theme.kind != Theme::Dark) {
        p.setColor(QPalette::PlaceholderText, QColor(0x5f, 0x5f, 0x66));
        // Greyed out, still readable (4.5:1 and more; lighter than the text, so still told apart).
        const QColor disabled(0x66, 0x66, 0x6d);
        for (const auto role : { QPalette::Text, QPalette::WindowText, QPalette::ButtonText })
            p.setColor(QPalette::Disabled, role, disabled);
        return p;
    }
    const QColor window(0x2a, 0x2b, 0x31), base(0x1e, 0x1f, 0x24), text(0xe8, 0xe8, 0xec);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0xa2));
    p.setColor(QPalette::Link, theme.consider);
    const QColor disabled(0x9a, 0x9a, 0xa2);
    for (const auto role : { QPalette::Text, QPalette::WindowText, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

} // namespace nq
