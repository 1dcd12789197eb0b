// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/announcer.h"

#include <QAccessible>
#include <QtGlobal>

#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVariant>
#endif

namespace nq {

Announcer::Announcer(QObject *source, QObject *parent) : QObject(parent), m_source(source)
{
    m_gap.setSingleShot(true);
    m_gap.setTimerType(Qt::PreciseTimer); // never sooner than the gap
    m_gap.setInterval(kGapMs);
    connect(&m_gap, &QTimer::timeout, this, &Announcer::onGap);
}

void Announcer::announce(const QString &words, bool coalesce)
{
    if (words.isEmpty())
        return;
    if (coalesce && m_gap.isActive()) {
        m_pending = words; // the latest wins when the gap ends
        return;
    }
    m_pending.clear();
    send(words);
    if (coalesce)
        m_gap.start();
    else
        m_gap.stop();
}

void Announcer::onGap()
{
    if (m_pending.isEmpty())
        return;
    const QString words = m_pending;
    m_pending.clear();
    send(words);
    m_gap.start();
}

void Announcer::send(const QString &words)
{
    emit announced(words);
    if (!m_source || !QAccessible::isActive())
        return;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QAccessibleAnnouncementEvent event(m_source, words);
    QAccessible::updateAccessibility(&event);
#else
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(m_source);
    QDBusConnection bus(QStringLiteral("a11y")); // the bridge's own connection
    if (!iface || !bus.isConnected())
        return;
    const QString path = QStringLiteral("/org/a11y/atspi/accessible/")
        + QString::number(QAccessible::uniqueId(iface));
    QDBusMessage signal = QDBusMessage::createSignal(
        path, QStringLiteral("org.a11y.atspi.Event.Object"), QStringLiteral("Announcement"));
    constexpr int kPolite = 1; // ATSPI_LIVE_POLITE
    signal << QString() << kPolite << 0 << QVariant::fromValue(QDBusVariant(words))
           << QVariantMap();
    bus.send(signal);
#endif
}

} // namespace nq
