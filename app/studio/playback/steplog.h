// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace nq {

/// A scrollable log of the recent steps, one line each, newest at the bottom.
class StepLog : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit StepLog(QWidget *parent = nullptr);
    /// Adds lines, keeping at most kLines.
    void addLines(const QStringList &lines);
    static constexpr int kLines = 400;
};

} // namespace nq
