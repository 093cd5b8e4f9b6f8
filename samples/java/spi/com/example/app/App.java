package com.example.app;

import com.example.greet.Greeter;
import com.example.plugin.Plugin;
import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

public class App {

    public static void main(String[] args) {
        System.out.println("1. 创建 ServiceLoader");
        ServiceLoader<Greeter> loader = ServiceLoader.load(Greeter.class);

        System.out.println("2. 用 stream() 只看类型，不实例化");
        loader.stream().forEach(p -> System.out.println("  发现提供者 " + p.type().getSimpleName()));

        System.out.println("3. 迭代时才逐个实例化");
        Iterator<Greeter> it = loader.iterator();
        while (it.hasNext()) {
            Greeter g = it.next();
            System.out.println("  " + g.language() + " -> " + g.greet("SPI"));
        }

        System.out.println("4. 再次迭代：直接使用缓存的实例");
        for (Greeter g : loader) {
            System.out.println("  " + g.language());
        }

        System.out.println("5. 配置错误在迭代时才暴露");
        try {
            for (Plugin p : ServiceLoader.load(Plugin.class)) {
                System.out.println("  " + p.name());
            }
        } catch (ServiceConfigurationError e) {
            System.out.println("  ServiceConfigurationError: " + e.getMessage());
        }
    }
}
