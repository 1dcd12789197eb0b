// SPDX-License-Identifier: GPL-3.0-or-later
// The part files `nqueens sum` reads: two files made of the input (split at its first newline
// pair), summed. Any content must give a sum or one clean refusal, never a crash.
#include "commandline.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

namespace {
QTemporaryDir *dir = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    dir = new QTemporaryDir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype cut = bytes.indexOf("\n\n");
    const QByteArray first = cut < 0 ? bytes : bytes.left(cut);
    const QByteArray second = cut < 0 ? QByteArray() : bytes.mid(cut + 2);
    QStringList args { QStringLiteral("sum") };
    int i = 0;
    for (const QByteArray &content : { first, second }) {
        const QString path = dir->filePath(QStringLiteral("part%1.json").arg(i++));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        f.write(content);
        f.close();
        args << path;
    }
    const int status = nq::CommandLine(args).run();
    if (status != 0 && status != 2)
        std::abort();
    return 0;
}
