// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/pseudocodeview.h"

#include <QFontDatabase>

namespace nq {

PseudocodeView::PseudocodeView(QWidget *parent) : QListWidget(parent)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 1.15);
    setFont(mono);
    setFocusPolicy(Qt::NoFocus);
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Pseudocode"));
}

void PseudocodeView::setLines(const QStringList &lines)
{
    clear();
    for (int i = 0; i < lines.size(); ++i) {
        // Indentation is meaning in pseudocode: no-break spaces keep it when a long line wraps.
        QString line = lines[i];
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == u' ')
            ++indent;
        line.replace(0, indent, QString(indent, QChar(0x00A0)));
        auto *item = new QListWidgetItem(
                QStringLiteral("%1\u00A0\u00A0%2").arg(i + 1, 2, 10, QChar(0x00A0)).arg(line), this);
        item->setFlags(Qt::ItemIsEnabled);
    }
    const int previous = m_line;
    m_line = -1;
    setCurrentLine(previous < count() ? previous : -1);
}

void PseudocodeView::setHighlightColor(const QColor &color)
{
    m_highlight = color;
    const int line = m_line;
    m_line = -1;
    setCurrentLine(line);
}

void PseudocodeView::setCurrentLine(int line)
{
    if (line == m_line)
        return;
    if (QListWidgetItem *old = item(m_line)) {
        old->setData(Qt::BackgroundRole, QVariant());
        old->setData(Qt::ForegroundRole, QVariant());
        QFont f = font();
        old->setFont(f);
    }
    m_line = line;
    if (QListWidgetItem *now = item(line)) {
        now->setBackground(m_highlight);
        now->setForeground(Qt::white);
        QFont f = font();
        f.setBold(true);
        now->setFont(f);
        scrollToItem(now);
    }
}

} // namespace nq
