// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace nq {

/**
 * A page as a SCORM 1.2 package, which Moodle, Canvas and Blackboard import as an activity: a
 * zip (libzip) holding imsmanifest.xml, which names one SCO, and the page as index.html. The
 * page itself finds the platform's API and reports to it (web/page.js); with no platform
 * around it, it works as any page. The same page gives the same bytes: the entries carry a
 * fixed time and the manifest's identifier comes from the page.
 */
class ScormPackage
{
    Q_DECLARE_TR_FUNCTIONS(nq::ScormPackage)
public:
    /// The package of `html`, its manifest titled `title`; empty, and `error` says why, when
    /// the zip cannot be made.
    static QByteArray of(const QByteArray &html, const QString &title, QString *error);
    /// The manifest of a package of one page, index.html.
    static QByteArray manifest(const QString &title, const QString &identifier);
};

} // namespace nq
