// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace nq {

/**
 * Tells assistive technology what a step says, without moving focus: a screen reader (Orca over
 * AT-SPI) speaks the words in its own voice. A step taken by hand, a question, a verdict is told
 * at once; while playing, announcements are coalesced: the latest words win, at most one every
 * 1.5 s, and nothing queues up.
 *
 * On Qt 6.8 and later through QAccessibleAnnouncementEvent; on earlier Qt (Debian's 6.4) the same
 * AT-SPI signal (object:announcement, polite) is sent on the accessibility bus Qt's bridge has
 * opened, from the source's accessible object.
 */
class Announcer : public QObject
{
    Q_OBJECT
public:
    static constexpr int kGapMs = 1500;
    /// Announces from `source`'s accessible object (the board).
    explicit Announcer(QObject *source, QObject *parent = nullptr);

    /// Tells `words` now; `coalesce` (playing): at most one every kGapMs, the latest winning.
    void announce(const QString &words, bool coalesce);

signals:
    /// `words` were told (to whatever listens: the tests too).
    void announced(const QString &words);

private:
    void send(const QString &words);
    void onGap();

    QPointer<QObject> m_source;
    QTimer m_gap; // runs for kGapMs after each announcement made while coalescing
    QString m_pending; // the latest words waiting for the gap to end
};

} // namespace nq
