// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace nq {

/**
 * A lesson's note over the board: plain text in a box of bounded size, whatever the note holds.
 * It wraps at word boundaries, and anywhere in a word too long for a line (a note of 4,000
 * characters without a space once made the window 28,866 pixels wide), and a note longer than
 * kMaxLines lines scrolls inside the box instead of growing the window. Read-only; a screen
 * reader reads it as text.
 */
class NoteBox : public QPlainTextEdit
{
    Q_OBJECT
public:
    static constexpr int kMaxLines = 4;
    explicit NoteBox(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return toPlainText(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();
};

} // namespace nq
