// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListWidget>

namespace nq {

/// The pseudocode of the current algorithm with the line of the current step highlighted.
class PseudocodeView : public QListWidget
{
    Q_OBJECT
public:
    explicit PseudocodeView(QWidget *parent = nullptr);
    void setLines(const QStringList &lines);
    /// Highlights `line` (-1: none).
    void setCurrentLine(int line);
    int currentLine() const { return m_line; }
    void setHighlightColor(const QColor &color);

private:
    int m_line = -1;
    QColor m_highlight { 0x00, 0x72, 0xb2 };
};

} // namespace nq
