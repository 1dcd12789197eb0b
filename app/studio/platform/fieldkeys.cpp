// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/fieldkeys.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTabBar>

#include <initializer_list>

namespace nq {

namespace {

bool oneOf(int key, std::initializer_list<int> keys)
{
    for (const int k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

bool isTyping(int key)
{
    return (key >= Qt::Key_Space && key <= Qt::Key_AsciiTilde) || key == Qt::Key_Backspace
        || key == Qt::Key_Delete;
}

constexpr std::initializer_list<int> kMoves
    = { Qt::Key_Left,   Qt::Key_Right,    Qt::Key_Up,   Qt::Key_Down,
        Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End };

} // namespace

FieldKeys::FieldKeys(QObject *parent) : QObject(parent) { }

void FieldKeys::install()
{
    static FieldKeys *keys = nullptr;
    if (!keys)
        QCoreApplication::instance()->installEventFilter(
            keys = new FieldKeys(QCoreApplication::instance()));
}

bool FieldKeys::usesKey(const QWidget *w, int key)
{
    if (qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w))
        return isTyping(key) || oneOf(key, kMoves) || oneOf(key, { Qt::Key_Return, Qt::Key_Enter });
    if (qobject_cast<const QAbstractItemView *>(w))
        return oneOf(key, kMoves) || isTyping(key) || oneOf(key, { Qt::Key_Return, Qt::Key_Enter });
    if (qobject_cast<const QComboBox *>(w))
        return oneOf(key,
                     { Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home,
                       Qt::Key_End, Qt::Key_Space, Qt::Key_Return, Qt::Key_Enter });
    if (qobject_cast<const QAbstractSlider *>(w))
        return oneOf(key, kMoves);
    if (qobject_cast<const QTabBar *>(w))
        return oneOf(key, { Qt::Key_Left, Qt::Key_Right });
    if (qobject_cast<const QAbstractButton *>(w))
        return oneOf(key, { Qt::Key_Space, Qt::Key_Return, Qt::Key_Enter });
    return false;
}

bool FieldKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers chords
            = Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
        if (!(key->modifiers() & chords) && usesKey(static_cast<QWidget *>(watched), key->key())) {
            event->accept(); // the control has the key; the shortcut waits
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nq
