// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/steplog.h"

#include <QScrollBar>

namespace nq {

StepLog::StepLog(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setMaximumBlockCount(kLines);
    setFocusPolicy(Qt::NoFocus);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setAccessibleName(tr("Step log"));
}

void StepLog::addLines(const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    appendPlainText(lines.join(u'\n'));
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace nq
