// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/notebox.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace nq {

NoteBox::NoteBox(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFocusPolicy(Qt::NoFocus);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setFrameShape(QFrame::StyledPanel);
}

void NoteBox::setText(const QString &text)
{
    if (text == toPlainText())
        return;
    setPlainText(text);
    fit();
}

QSize NoteBox::sizeHint() const
{
    return { fontMetrics().averageCharWidth() * 40, height() };
}

QSize NoteBox::minimumSizeHint() const
{
    return { fontMetrics().averageCharWidth() * 8, height() };
}

void NoteBox::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fit();
}

void NoteBox::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    fit();
}

void NoteBox::fit()
{
    // As many lines as the note takes at this width, at most kMaxLines: the rest scrolls.
    int lines = 0;
    for (QTextBlock block = document()->begin(); block.isValid() && lines < kMaxLines;
         block = block.next())
        lines += std::max(1, block.layout() ? block.layout()->lineCount() : 1);
    lines = std::clamp(lines, 1, kMaxLines);
    const int frame = 2 * frameWidth();
    const int margins = int(2 * document()->documentMargin()) + contentsMargins().top()
        + contentsMargins().bottom() - frame;
    const int height = lines * fontMetrics().lineSpacing() + margins + frame;
    if (height != maximumHeight())
        setFixedHeight(height);
}

} // namespace nq
