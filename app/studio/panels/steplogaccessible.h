// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>

#include <cstdint>
#include <map>

namespace nq {

class StepLog;

/**
 * The step log as a screen reader reads it: a list whose items are the rows in sight, each named
 * by its step's words, the current step's selected. Only the rows in sight are items (a run has
 * millions of steps); scrolling the log brings others.
 */
class StepLogAccessible : public QAccessibleWidget
{
    Q_DECLARE_TR_FUNCTIONS(nq::StepLogAccessible)
public:
    explicit StepLogAccessible(StepLog *log);
    ~StepLogAccessible() override;
    /// Creates the interface for a StepLog (installed with QAccessible::installFactory).
    static QAccessibleInterface *factory(const QString &className, QObject *object);

    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;

    StepLog *log() const;
    /// The item of `step`, made once.
    QAccessibleInterface *item(std::int64_t step) const;

private:
    mutable std::map<std::int64_t, QAccessible::Id> m_items;
};

} // namespace nq
