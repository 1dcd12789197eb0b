// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/settingswriter.h"

#include "wholefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace nq {

bool Settings::Writer::writeWhole(const QString &target, const QVariantHash &all)
{
    QDir().mkpath(QFileInfo(target).absolutePath());
    const QString scratch = target + QStringLiteral(".writing");
    QFile::remove(scratch);
    bool written = false;
    {
        QSettings settings(scratch, QSettings::IniFormat);
        for (auto it = all.cbegin(); it != all.cend(); ++it)
            settings.setValue(it.key(), it.value());
        settings.sync();
        // setValue() also asked for a later write, by an event to a thread that has no event
        // loop: written already, the request is dropped rather than kept forever.
        QCoreApplication::removePostedEvents(&settings, QEvent::UpdateRequest);
        written = settings.status() == QSettings::NoError;
    }
    QByteArray bytes;
    if (written) {
        QFile file(scratch);
        written = file.open(QIODevice::ReadOnly);
        bytes = file.readAll();
    }
    if (written) {
        // Every key there, with its value: nothing was cut off.
        const QSettings check(scratch, QSettings::IniFormat);
        written = check.status() == QSettings::NoError && check.allKeys().size() == all.size();
        for (auto it = all.cbegin(); written && it != all.cend(); ++it)
            written = !it.value().canConvert<QString>()
                || check.value(it.key()).toString() == it.value().toString();
    }
    QFile::remove(scratch);
    return written && WholeFile::write(target, bytes, nullptr);
}

} // namespace nq
