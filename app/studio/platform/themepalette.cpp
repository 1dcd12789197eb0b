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
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x88));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x88));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x88));
    return p;
}

} // namespace nq
