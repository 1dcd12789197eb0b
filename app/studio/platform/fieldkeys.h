// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace nq {

/**
 * The window's one-key shortcuts (Space, the arrows, Home, End, S, B, +, -) drive the player
 * wherever the focus is, except where the focused control uses the key itself: Home and End in
 * a list or a field, the arrows on a slider, Space on a button, typing in a spin box. Installed
 * on the application, it lets such a control have the key (by accepting the ShortcutOverride).
 */
class FieldKeys : public QObject
{
    Q_OBJECT
public:
    explicit FieldKeys(QObject *parent = nullptr);
    /// Installs one on the application, once.
    static void install();
    /// Whether `widget` uses `key` (without Ctrl, Alt or Meta) for itself.
    static bool usesKey(const QWidget *widget, int key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace nq
