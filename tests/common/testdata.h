// SPDX-License-Identifier: GPL-3.0-or-later
// Where tests/data is: NQ_TEST_DATA is its path relative to the folder of the tests' programs
// (build/tests), so the compiled tests do not depend on where the clone is, and ccache serves one
// clone's objects to another. Read from /proc/self/exe, so it works before QApplication too.
#pragma once

#include <QDir>
#include <QFileInfo>
#include <QString>

namespace nq::test {

/// The absolute path of `name` in tests/data.
inline QString testData(const QString &name)
{
    static const QString root = QDir::cleanPath(
        QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).symLinkTarget()).absolutePath()
        + QStringLiteral("/" NQ_TEST_DATA));
    return root + u'/' + name;
}

} // namespace nq::test
